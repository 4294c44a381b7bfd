import arabic from './locales/ar.js'
import persian from './locales/fa.js'
import { addLocaleTables } from './localeTables'

// Imported for its effect where every locale is said at once and nothing is fetched (the tests):
// the Arabic and Persian of every catalogue, registered now.
addLocaleTables('ar', arabic)
addLocaleTables('fa', persian)

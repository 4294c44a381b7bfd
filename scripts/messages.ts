// npm run messages: compiles every catalogue of src/messages (<area>/{en,ar,fa}.json) into the
// <area>/catalogue.js module the views import, with its catalogue.d.ts.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueAreas, compiledModule, compiledTypes, messagesDir } from './messages/compile'

for (const area of catalogueAreas()) {
  writeFileSync(join(messagesDir, area, 'catalogue.js'), compiledModule(area))
  writeFileSync(join(messagesDir, area, 'catalogue.d.ts'), compiledTypes(area))
  console.log(`${join(messagesDir, area)}/catalogue.js`)
}

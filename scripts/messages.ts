// npm run messages: compiles every catalogue of src/messages (<area>/{en,ar,fa}.json) into the
// <area>/catalogue.js module the views import, with its catalogue.d.ts, and every area's Arabic and
// Persian into locales/<locale>.js.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  catalogueAreas,
  compiledLocaleModule,
  compiledLocaleTypes,
  compiledModule,
  compiledTypes,
  laterLocales,
  localesDir,
  messagesDir,
} from './messages/compile'

for (const area of catalogueAreas()) {
  writeFileSync(join(messagesDir, area, 'catalogue.js'), compiledModule(area))
  writeFileSync(join(messagesDir, area, 'catalogue.d.ts'), compiledTypes(area))
  console.log(`${join(messagesDir, area)}/catalogue.js`)
}

mkdirSync(localesDir, { recursive: true })
for (const locale of laterLocales) {
  writeFileSync(join(localesDir, `${locale}.js`), compiledLocaleModule(locale))
  writeFileSync(join(localesDir, `${locale}.d.ts`), compiledLocaleTypes(locale))
  console.log(`${localesDir}/${locale}.js`)
}

// The end-to-end tests drive Debian's Chromium: Playwright cannot download its own browser here.
// Installs the package when it is missing so the test command works on a fresh machine.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(chromium)) {
  console.log(`${chromium} is missing: installing Debian's chromium package`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' })
  execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  })
}

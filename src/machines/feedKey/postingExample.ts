/**
 * How to post a batch to a feed, as a shell command: the real posting URL and key, one valid
 * contact. Shown on the feeds page and copied from it.
 */
export function postingExample(postingUrl: string, secret: string): string {
  const body = JSON.stringify({
    contacts: [{ phone: '+14155550123', first_name: 'Ada', email: 'ada@example.com' }],
  })
  return [
    `curl -X POST '${postingUrl}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'X-Feed-Key: ${secret}' \\`,
    `  -d '${body}'`,
  ].join('\n')
}

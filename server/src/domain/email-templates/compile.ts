import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import mjml2html from 'mjml'
import type { EmailTemplateFormat } from '../../../../src/contract/email-template'
import { ValidationError } from '../../http/errors'
import { said } from '../../http/words'

/**
 * What a template's body becomes before it is stored: MJML compiled to HTML (the mjml package),
 * and every HTML sanitised by DOMPurify over a jsdom window, so no stored template can carry
 * script (`<script>`, `on*=` handlers, `javascript:` URLs) into a mail or a preview.
 */

const { window } = new JSDOM('')
const purify = createDOMPurify(window)

const isDocument = (html: string) => /<html[\s>]/i.test(html)

/** The HTML with anything that could run script taken out; a whole document stays whole. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { WHOLE_DOCUMENT: isDocument(html) })
}

/** The words of an HTML mail as its plain-text part: the body's text, blank runs folded. */
export function textOfHtml(html: string): string {
  const document = new JSDOM(html).window.document
  for (const element of document.querySelectorAll('style, head')) element.remove()
  return (document.body?.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim()
}

async function compileMjml(body: string): Promise<string> {
  const refuse = (reason: string) =>
    ValidationError.field('body', said('emailTemplate.mjmlInvalid', { reason }))
  try {
    const compiled = await mjml2html(body, { validationLevel: 'soft' })
    const [first] = compiled.errors
    if (first) throw refuse(first.message)
    return compiled.html
  } catch (error) {
    if (error instanceof ValidationError) throw error
    throw refuse(error instanceof Error ? error.message : String(error))
  }
}

/**
 * The body to store and the HTML a mail carries: MJML is kept as written (the sanitised HTML
 * it compiles to is what leaves); raw HTML is stored sanitised. An MJML body that does not
 * compile is a 422 on `body` with mjml's reason.
 */
export async function compileTemplate(
  format: EmailTemplateFormat,
  body: string,
): Promise<{ body: string; html: string }> {
  if (format === 'html') {
    const clean = sanitizeHtml(body)
    return { body: clean, html: clean }
  }
  return { body, html: sanitizeHtml(await compileMjml(body)) }
}

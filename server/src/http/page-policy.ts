import { createHash, randomBytes } from 'node:crypto'

/** Inline `<script>` elements (no `src`) and what they hold, as the browser hashes it. */
const inlineScript = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** The `<style>` elements the build wrote into a page (its prerendered pages' stylesheets). */
const inlineStyle = /<style\b(?![^>]*\bnonce\s*=)[^>]*>([\s\S]*?)<\/style>/gi

const hashesOf = (html: string, elements: RegExp) =>
  [...html.matchAll(elements)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  )

/** The CSP source of every inline script of a page: `'sha256-…'`, from the page as served. */
export const inlineScriptHashes = (html: string): string[] => hashesOf(html, inlineScript)

/** The same for the `<style>` elements of the page as built (a nonce's are allowed by it). */
export const inlineStyleHashes = (html: string): string[] => hashesOf(html, inlineStyle)

/**
 * The Content-Security-Policy of the app shell. Scripts: the build's own files and the inline
 * theme script by its hash, so no injected script runs. Styles: vanilla-extract emits CSS files,
 * which a prerendered page carries inline (scripts/build/prerender.mjs), allowed by their hashes;
 * React Aria's `<style>` element (its pressable rule) carries the page's nonce, which React Aria
 * reads from `<meta property="csp-nonce">`; any other `<style>` is refused. Style
 * attributes are allowed (style-src-attr): React Aria, React Flow and the charts position
 * popovers, overlays and nodes with inline styles, some written with setAttribute, which CSP
 * judges as attributes. A style attribute cannot run script, so this keeps the app working at
 * little cost.
 */
export function contentSecurityPolicy(html: string, styleNonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    `style-src 'self' 'nonce-${styleNonce}' ${inlineStyleHashes(html).join(' ')}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Pages whose path carries a secret (the password-reset token) send no referrer at all. */
const secretPaths = /^\/password-reset\//

/** A style nonce as securePage makes them: 16 random bytes in base64. */
export const styleNonceShape = /^[A-Za-z0-9+/]{22}==$/

/**
 * A page as served: its HTML with the style nonce for React Aria, and its headers. `styleNonce`
 * is new for each page, unless the page is the one a browser already holds (a 304).
 */
export function securePage(
  shell: string,
  path: string,
  styleNonce = randomBytes(16).toString('base64'),
) {
  const html = shell.replace(
    /<head([^>]*)>/i,
    `<head$1><meta property="csp-nonce" nonce="${styleNonce}">`,
  )
  return { html, styleNonce, headers: pageHeaders(html, path, styleNonce) }
}

function pageHeaders(html: string, path: string, styleNonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, styleNonce),
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': secretPaths.test(path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
  }
}

/**
 * The part of jsdom the server uses (DOMPurify's window, a mail's text), until @types/jsdom is
 * a dependency: jsdom ships no types of its own.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}

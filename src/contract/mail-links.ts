/**
 * The links of a plain-text mail: http(s) addresses up to a space, without the punctuation
 * that ends a sentence after one. Shared by the server's log of kept mail and the mailbox screen.
 */
export const mailLinkPattern = (): RegExp => /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]]/g

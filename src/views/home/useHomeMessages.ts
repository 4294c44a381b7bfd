import messages from '../../messages/home/catalogue'
import { useMessages } from '../../messages/useMessages'

/** The home page's words (src/messages/home). */
export const useHomeMessages = () => useMessages(messages)

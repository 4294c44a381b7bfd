import { useRouter } from '@tanstack/react-router'
import { audienceLimits } from '../../../contract/constants'
import type { TagResource } from '../../../contract/tag'
import { Button } from '../../../design/Button'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as styles from './tags.css'
import { tagsApi } from './tagsApi'

/**
 * Renames a tag in its row. The server renames it on every contact that carries it. Escape or
 * Cancel leaves the name as it was.
 */
export function RenameTagForm({ tag, onClose }: { tag: TagResource; onClose: () => void }) {
  const t = useMessages(messages)
  const router = useRouter()
  const notify = useNotify()
  const form = useApiForm<TagResource>({
    submit: (values, signal) => tagsApi.update(tag.id, { name: values.name ?? '' }, signal),
    onSuccess: (renamed) => {
      notify.notify({
        type: 'success',
        message: t('tags.renamed', { from: tag.name, to: renamed.name }),
      })
      onClose()
      void router.invalidate()
    },
  })
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape reaches here from the field inside
    <div
      className={styles.inlineForm}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <ApiForm
        actor={form}
        submitLabel={t('tags.saveName')}
        aria-label={t('tags.rename.label', { name: tag.name })}
      >
        <TextField
          name="name"
          label={t('tags.newName', { name: tag.name })}
          defaultValue={tag.name}
          autoComplete="off"
          maxLength={audienceLimits.tagNameMaxLength}
          isRequired
          autoFocus
        />
      </ApiForm>
      <Button onPress={onClose}>{t('tags.cancel')}</Button>
    </div>
  )
}

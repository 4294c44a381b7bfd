import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { audienceLimits } from '../../../contract/constants'
import { type TagResource, tagPalette } from '../../../contract/tag'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import { colourOptions } from './tagColours'
import { tagsApi } from './tagsApi'

/** Creates a tag with a name, a colour from the palette and an optional description. */
export function CreateTagForm() {
  const t = useMessages(messages)
  const router = useRouter()
  const notify = useNotify()
  // A fresh form after each tag, ready for the next.
  const [generation, setGeneration] = useState(0)
  const form = useApiForm<TagResource>({
    submit: (values, signal) =>
      tagsApi.create(
        {
          name: values.name ?? '',
          colour: values.colour || tagPalette[0],
          description: values.description || null,
        },
        signal,
      ),
    onSuccess: (tag) => {
      notify.notify({ type: 'success', message: t('tags.created', { name: tag.name }) })
      setGeneration((value) => value + 1)
      void router.invalidate()
    },
  })
  return (
    <section aria-labelledby="create-tag-title" className={listStyles.section}>
      <h2 id="create-tag-title" className={listStyles.sectionTitle}>
        {t('tags.createTitle')}
      </h2>
      <ApiForm
        key={generation}
        actor={form}
        submitLabel={t('tags.create')}
        aria-label={t('tags.createTitle')}
      >
        <TextField
          name="name"
          label={t('tags.name')}
          description={t('tags.nameHint')}
          autoComplete="off"
          maxLength={audienceLimits.tagNameMaxLength}
          isRequired
        />
        <Select
          name="colour"
          label={t('tags.colour')}
          options={colourOptions(t)}
          defaultSelectedKey={tagPalette[0]}
        />
        <TextField name="description" label={t('tags.descriptionOptional')} autoComplete="off" />
      </ApiForm>
    </section>
  )
}

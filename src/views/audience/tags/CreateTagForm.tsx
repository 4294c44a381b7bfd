import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { audienceLimits } from '../../../contract/constants'
import { type TagResource, tagPalette } from '../../../contract/tag'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { useNotify } from '../../../services/NotifyProvider'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import { colourOptions } from './tagColours'
import { tagsApi } from './tagsApi'

/** Creates a tag with a name, a colour from the palette and an optional description. */
export function CreateTagForm() {
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
      notify.notify({ type: 'success', message: `The tag ${tag.name} is created.` })
      setGeneration((value) => value + 1)
      void router.invalidate()
    },
  })
  return (
    <section aria-labelledby="create-tag-title" className={listStyles.section}>
      <h2 id="create-tag-title" className={listStyles.sectionTitle}>
        Create a tag
      </h2>
      <ApiForm key={generation} actor={form} submitLabel="Create tag" aria-label="Create a tag">
        <TextField
          name="name"
          label="Name"
          description="Commas and semicolons separate tags in a CSV file, so a name has neither."
          autoComplete="off"
          maxLength={audienceLimits.tagNameMaxLength}
          isRequired
        />
        <Select
          name="colour"
          label="Colour"
          options={colourOptions}
          defaultSelectedKey={tagPalette[0]}
        />
        <TextField name="description" label="Description (optional)" autoComplete="off" />
      </ApiForm>
    </section>
  )
}

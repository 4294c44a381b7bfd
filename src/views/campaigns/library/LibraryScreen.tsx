import { useLoaderData, useNavigate } from '@tanstack/react-router'
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import { PendingList } from '../../lists/PendingList'
import { useCanWrite } from '../../session/useCanWrite'
import { EditorPanel } from './EditorPanel'
import * as styles from './library.css'
import type { LibraryData } from './libraryLoader'
import { type LibraryTab, libraryTabs } from './librarySearch'
import { OfferForm } from './OfferForm'
import { OfferList } from './OfferList'
import { SenderIdForm } from './SenderIdForm'
import { SenderIdList } from './SenderIdList'
import { TextForm } from './TextForm'
import { TextList } from './TextList'
import { textLabel } from './textForm'
import { useLibraryEditor } from './useLibraryEditor'

const from = '/_default/_verified/campaigns/offers'

const tabNames = {
  offers: 'library.tab.offers',
  'sender-ids': 'library.tab.senderIds',
  texts: 'library.tab.texts',
} as const satisfies Record<LibraryTab, string>

/**
 * /campaigns/offers: the content campaigns are made of, a tab each (`?tab=`): offers, sender ids
 * and texts. Writers create and edit them in a sheet (`?edit=`) and delete them, confirmed.
 */
export function LibraryScreen() {
  const data = useLoaderData({ from })
  const navigate = useNavigate()
  const t = useMessages(messages)
  const choose = (key: Key) =>
    void navigate({ to: '/campaigns/offers', search: { tab: key as LibraryTab } })
  return (
    <PageFrame subject={null}>
      <Tabs selectedKey={data.tab} onSelectionChange={choose}>
        <TabList aria-label={t('library.tabs')} className={styles.tabList}>
          {libraryTabs.map((tab) => (
            <Tab key={tab} id={tab} className={styles.tab}>
              {t(tabNames[tab])}
            </Tab>
          ))}
        </TabList>
        {libraryTabs.map((tab) => (
          <TabPanel key={tab} id={tab} className={styles.tabPanel}>
            {tab === data.tab && <TabContent data={data} />}
          </TabPanel>
        ))}
      </Tabs>
    </PageFrame>
  )
}

/** The open tab's list, and its editor while the URL names a record. */
function TabContent({ data }: { data: LibraryData }) {
  const { canWrite } = useCanWrite()
  const editor = useLibraryEditor()
  const t = useMessages(messages)
  const saidSaved = (isNew: boolean, name: string) =>
    t(isNew ? 'library.created' : 'library.saved', { name })
  switch (data.tab) {
    case 'offers':
      return (
        <>
          <OfferList result={data.list} canWrite={canWrite} />
          <EditorPanel
            editing={canWrite ? data.editing : null}
            kind="offer"
            titleOf={(offer) => offer.name}
            onClose={editor.close}
          >
            {(offer) => (
              <OfferForm
                key={offer?.id ?? 'new'}
                offer={offer}
                onSaved={(saved) => editor.saved(saidSaved(!offer, saved.name))}
              />
            )}
          </EditorPanel>
        </>
      )
    case 'sender-ids':
      return (
        <>
          <SenderIdList result={data.list} countries={data.countries} canWrite={canWrite} />
          <EditorPanel
            editing={canWrite ? data.editing : null}
            kind="senderId"
            titleOf={(senderId) => senderId.value}
            onClose={editor.close}
          >
            {(senderId) => (
              <SenderIdForm
                key={senderId?.id ?? 'new'}
                senderId={senderId}
                countries={data.countries}
                onSaved={(saved) => editor.saved(saidSaved(!senderId, saved.value))}
              />
            )}
          </EditorPanel>
        </>
      )
    case 'texts':
      return (
        <>
          <TextList result={data.list} canWrite={canWrite} />
          <EditorPanel
            editing={canWrite ? data.editing : null}
            kind="text"
            titleOf={textLabel}
            onClose={editor.close}
          >
            {(text) => (
              <TextForm
                key={text?.id ?? 'new'}
                text={text}
                onSaved={(saved) => editor.saved(saidSaved(!text, textLabel(saved)))}
                onVariantSaved={(saved) =>
                  editor.saved(t('library.savedAsNewText', { name: textLabel(saved) }), {
                    keepOpen: true,
                  })
                }
              />
            )}
          </EditorPanel>
        </>
      )
  }
}

export function LibraryPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}

import { useLoaderData, useNavigate } from '@tanstack/react-router'
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
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

const tabNames: Record<LibraryTab, string> = {
  offers: 'Offers',
  'sender-ids': 'Sender ids',
  texts: 'Texts',
}

/**
 * /campaigns/offers: the content campaigns are made of, a tab each (`?tab=`): offers, sender ids
 * and texts. Writers create and edit them in a sheet (`?edit=`) and delete them, confirmed.
 */
export function LibraryScreen() {
  const data = useLoaderData({ from })
  const navigate = useNavigate()
  const choose = (key: Key) =>
    void navigate({ to: '/campaigns/offers', search: { tab: key as LibraryTab } })
  return (
    <PageFrame subject={null}>
      <Tabs selectedKey={data.tab} onSelectionChange={choose}>
        <TabList aria-label="Campaign library" className={styles.tabList}>
          {libraryTabs.map((tab) => (
            <Tab key={tab} id={tab} className={styles.tab}>
              {tabNames[tab]}
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
  switch (data.tab) {
    case 'offers':
      return (
        <>
          <OfferList result={data.list} canWrite={canWrite} />
          <EditorPanel
            editing={canWrite ? data.editing : null}
            noun="offer"
            titleOf={(offer) => offer.name}
            onClose={editor.close}
          >
            {(offer) => (
              <OfferForm
                key={offer?.id ?? 'new'}
                offer={offer}
                onSaved={(saved) =>
                  editor.saved(offer ? `${saved.name} is saved.` : `${saved.name} is created.`)
                }
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
            noun="sender id"
            titleOf={(senderId) => senderId.value}
            onClose={editor.close}
          >
            {(senderId) => (
              <SenderIdForm
                key={senderId?.id ?? 'new'}
                senderId={senderId}
                countries={data.countries}
                onSaved={(saved) =>
                  editor.saved(senderId ? `${saved.value} is saved.` : `${saved.value} is created.`)
                }
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
            noun="text"
            titleOf={textLabel}
            onClose={editor.close}
          >
            {(text) => (
              <TextForm
                key={text?.id ?? 'new'}
                text={text}
                onSaved={(saved) =>
                  editor.saved(
                    text ? `${textLabel(saved)} is saved.` : `${textLabel(saved)} is created.`,
                  )
                }
                onVariantSaved={(saved) =>
                  editor.saved(`${textLabel(saved)} is saved as a new text.`, { keepOpen: true })
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

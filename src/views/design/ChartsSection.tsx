import { BarChart } from '../../design/charts/BarChart'
import { DonutChart } from '../../design/charts/DonutChart'
import { LineChart } from '../../design/charts/LineChart'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const countries = [
  { label: 'United States', value: 1840 },
  { label: 'United Kingdom', value: 960 },
  { label: 'Germany', value: 512 },
  { label: 'Brazil', value: 230 },
  { label: 'India', value: 118 },
  { label: 'No country', value: 12 },
]

const statuses = [
  { label: 'Active', value: 3120 },
  { label: 'Unsubscribed', value: 410 },
  { label: 'Invalid', value: 96 },
  { label: 'Blocked', value: 38 },
]

const sources = [
  { label: 'Upload', value: 12 },
  { label: 'Feed', value: 9 },
  { label: 'API', value: 7 },
  { label: 'Manual', value: 5 },
  { label: 'Import A', value: 3 },
  { label: 'Import B', value: 2 },
  { label: 'Import C', value: 1 },
]

const days = ['1 Nov', '2 Nov', '3 Nov', '4 Nov', '5 Nov', '6 Nov', '7 Nov', '8 Nov', '9 Nov']
const added = [12, 40, 18, 0, 64, 22, 35, 9, 51]
let running = 2900
// Dated: drawn on a time axis with round dates under it (the added series below is not).
const growth = days.map((label, index) => {
  running += added[index] ?? 0
  return { label, value: running, at: new Date(Date.UTC(2026, 10, index + 1)) }
})

/** The SVG charts with their table alternative, in their filled, folded and empty states. */
export function ChartsSection() {
  return (
    <div className={styles.stack}>
      <Specimen title="Bar chart (countries)">
        <BarChart title="Contacts by country" data={countries} columns={['Country', 'Contacts']} />
      </Specimen>
      <Specimen title="Line chart with area (growth over time)">
        <LineChart title="Contacts in total" data={growth} area columns={['Day', 'Contacts']} />
      </Specimen>
      <Specimen title="Line chart (added per day)">
        <LineChart
          title="Contacts added per day"
          data={days.map((label, index) => ({ label, value: added[index] ?? 0 }))}
          columns={['Day', 'Added']}
        />
      </Specimen>
      <Specimen title="Donut chart (shares)">
        <DonutChart title="Contacts by status" data={statuses} columns={['Status', 'Contacts']} />
      </Specimen>
      <Specimen title="Donut chart, more parts than colours (the rest is Other)">
        <DonutChart title="Contacts by source" data={sources} columns={['Source', 'Contacts']} />
      </Specimen>
      <Specimen title="Empty data">
        <BarChart
          title="Contacts by network"
          data={[]}
          emptyMessage="No contact has a known network yet."
        />
      </Specimen>
    </div>
  )
}

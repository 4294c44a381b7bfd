import { Fragment } from 'react'
import * as facts from '../../lists/facts.css'

/** Figures as a definition list: each name, then its value. */
export function FactList({ rows }: { rows: readonly (readonly [name: string, value: string])[] }) {
  return (
    <dl className={facts.facts}>
      {rows.map(([name, value]) => (
        <Fragment key={name}>
          <dt className={facts.factName}>{name}</dt>
          <dd className={facts.factValue}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

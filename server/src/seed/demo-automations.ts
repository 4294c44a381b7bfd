import type { AutomationScope } from '../../../src/contract/automation/automation'
import type { AutomationGraph, GraphNode, NodeKind } from '../../../src/contract/automation/graph'
import { automations, automationVersions } from '../db/schema'
import { daysAgo, type SeedContext, type SeedStep } from './context'

const node = (
  id: string,
  kind: NodeKind,
  [x, y]: [number, number],
  settings: Record<string, unknown> = {},
): GraphNode => ({ id, kind, position: { x, y }, settings })

const edge = (source: string, target: string, branch = 'next') => ({
  id: `${source}-${branch}-${target}`,
  source,
  target,
  branch,
})

/** New leads wait a day; customers stop there, the rest get one of two nurture paths. */
function welcomeGraph(nurtureTag: string): AutomationGraph {
  return {
    nodes: [
      node('trigger', 'trigger', [0, 0], { event: 'tag_added', tag: 'new-lead' }),
      node('wait', 'wait', [0, 120], { mode: 'duration', amount: 1, unit: 'days' }),
      node('customer', 'condition', [0, 240], {
        rule: { field: 'tags', operator: 'has_any', value: ['customer'] },
      }),
      node('done', 'end', [-220, 360]),
      node('split', 'split', [180, 360], {
        arms: [
          { id: 'a', label: 'Tag', weight: 50 },
          { id: 'b', label: 'CRM', weight: 50 },
        ],
      }),
      node('tag', 'add_tag', [60, 480], { tag: nurtureTag }),
      node('crm', 'webhook', [300, 480], { url: 'https://crm.example.com/hooks/leads' }),
      node('end-a', 'end', [60, 600]),
      node('end-b', 'end', [300, 600]),
    ],
    edges: [
      edge('trigger', 'wait'),
      edge('wait', 'customer'),
      edge('customer', 'done', 'yes'),
      edge('customer', 'split', 'no'),
      edge('split', 'tag', 'a'),
      edge('split', 'crm', 'b'),
      edge('tag', 'end-a'),
      edge('crm', 'end-b'),
    ],
  }
}

/** A click is looked up; unreachable numbers are tried again two hours later. */
const portabilityGraph: AutomationGraph = {
  nodes: [
    node('trigger', 'trigger', [0, 0], { event: 'link_clicked', campaign_id: null }),
    node('lookup', 'mnp_lookup', [0, 120]),
    node('ported', 'add_tag', [-220, 240], { tag: 'ported' }),
    node('same', 'end', [0, 240]),
    node('later', 'wait', [220, 240], { mode: 'duration', amount: 2, unit: 'hours' }),
    node('retry', 'goto', [220, 360], { target: 'lookup' }),
    node('end', 'end', [-220, 360]),
  ],
  edges: [
    edge('trigger', 'lookup'),
    edge('lookup', 'ported', 'ported'),
    edge('lookup', 'same', 'not_ported'),
    edge('lookup', 'later', 'unreachable'),
    edge('later', 'retry'),
    edge('ported', 'end'),
  ],
}

/** Still a draft: its SMS has no sender id or text yet, so the editor lists problems. */
const reengageGraph: AutomationGraph = {
  nodes: [
    node('trigger', 'trigger', [0, 0], { event: 'sms_replied', keyword: 'MORE' }),
    node('sms', 'send_sms', [0, 120]),
    node('end', 'end', [0, 240]),
  ],
  edges: [edge('trigger', 'sms'), edge('sms', 'end')],
}

interface DemoAutomation {
  name: string
  scope: AutomationScope
  active: boolean
  /** The graphs it was published as, oldest first, with their age in days; the last is the draft. */
  published: { graph: AutomationGraph; age: number }[]
  draft: AutomationGraph
}

const demoAutomations: DemoAutomation[] = [
  {
    name: 'Welcome new leads',
    scope: 'campaigns',
    active: true,
    published: [
      { graph: welcomeGraph('nurture'), age: 9 },
      { graph: welcomeGraph('nurture-a'), age: 4 },
    ],
    draft: welcomeGraph('nurture-a'),
  },
  {
    name: 'Number portability check',
    scope: 'hub',
    active: false,
    published: [{ graph: portabilityGraph, age: 6 }],
    draft: portabilityGraph,
  },
  {
    name: 'Re-engage on reply',
    scope: 'campaigns',
    active: false,
    published: [],
    draft: reengageGraph,
  },
]

/** Exported for the test that checks every seeded version would pass a publish. */
export const seededAutomationGraphs = demoAutomations.flatMap((automation) =>
  automation.published.map((version) => version.graph),
)

/** Three automations of the demo team: one running, one of the hub's, one unfinished draft. */
export const demoAutomationsStep: SeedStep = {
  name: 'automations',
  async run(context: SeedContext) {
    for (const demo of demoAutomations) {
      const latest = demo.published.at(-1)
      const publishedAt = latest ? daysAgo(context, latest.age) : null
      const [row] = await context.db
        .insert(automations)
        .values({
          teamId: context.teamId,
          name: demo.name,
          scope: demo.scope,
          status: demo.active ? 'active' : 'inactive',
          graph: demo.draft,
          version: latest ? demo.published.length : null,
          publishedAt,
          publishedById: latest ? context.owner.id : null,
          publishedByName: latest ? context.owner.name : null,
          createdAt: daysAgo(context, 10),
          updatedAt: publishedAt ?? daysAgo(context, 1),
        })
        .returning({ id: automations.id })
      if (!row || demo.published.length === 0) continue
      await context.db.insert(automationVersions).values(
        demo.published.map((version, index) => ({
          teamId: context.teamId,
          automationId: row.id,
          version: index + 1,
          graph: version.graph,
          publishedAt: daysAgo(context, version.age),
          publishedById: context.owner.id,
          publishedByName: context.owner.name,
        })),
      )
    }
  },
}

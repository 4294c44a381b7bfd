// Where a page's frames go: a Chromium trace of one stretch of work, its renderer main thread's
// time split into script, style, layout, paint, layerize and the rest the way the DevTools
// Performance panel splits it (each event's own time, less its children's; an event of no known
// kind counts with its parent), plus the raster tasks' and the compositor thread's busy time.

const kinds = {
  script: [
    'FunctionCall',
    'EvaluateScript',
    'v8.compile',
    'v8.callFunction',
    'V8.Execute',
    'EventDispatch',
    'FireAnimationFrame',
    'TimerFire',
    'RunMicrotasks',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'V8.GC_MARK_COMPACTOR',
    'BlinkGC.AtomicPhase',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'InvalidateLayout'],
  layout: [
    'Layout',
    'UpdateLayer',
    'HitTest',
    'IntersectionObserverController::computeIntersections',
  ],
  'pre-paint': ['PrePaint'],
  paint: ['Paint', 'PaintImage', 'Decode Image'],
  layerize: ['Layerize', 'UpdateLayerTree'],
  commit: ['Commit', 'CompositeLayers'],
}
const kindOf = new Map(
  Object.entries(kinds).flatMap(([kind, names]) => names.map((n) => [n, kind])),
)

export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink',
  'cc',
  'toplevel',
  'v8',
]

/** The complete (X) and begin/end (B/E) events of one thread as [start, end, name] in µs. */
function spans(events) {
  const out = []
  const open = []
  for (const event of events.sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X' && event.dur !== undefined)
      out.push([event.ts, event.ts + event.dur, event.name])
    else if (event.ph === 'B') open.push(event)
    else if (event.ph === 'E') {
      const begin = open.pop()
      if (begin) out.push([begin.ts, event.ts, begin.name])
    }
  }
  return out.sort((a, b) => a[0] - b[0] || b[1] - a[1])
}

/** Each span's own time, its kind being its own or its nearest known ancestor's ('other'). */
function selfTimes(threadSpans) {
  const totals = {}
  const stack = []
  const close = (upTo) => {
    while (stack.length > 0 && stack.at(-1).end <= upTo) {
      const done = stack.pop()
      totals[done.kind] = (totals[done.kind] ?? 0) + done.end - done.start - done.children
      if (stack.length > 0) stack.at(-1).children += done.end - done.start
    }
  }
  for (const [start, end, name] of threadSpans) {
    close(start)
    const parent = stack.at(-1)
    // A child that outlives its parent (clock rounding) is cut at the parent's end.
    const clipped = parent ? Math.min(end, parent.end) : end
    stack.push({
      start,
      end: clipped,
      children: 0,
      kind: kindOf.get(name) ?? parent?.kind ?? 'other',
    })
  }
  close(Number.POSITIVE_INFINITY)
  return totals
}

/**
 * Milliseconds per frame of each kind of main-thread work in `trace` (a Chromium trace JSON's
 * buffer), and the raster tasks' and the compositor thread's busy milliseconds per frame, over `frames`.
 */
export function frameBreakdown(trace, frames) {
  const { traceEvents } = JSON.parse(trace.toString())
  const names = new Map()
  for (const event of traceEvents)
    if (event.ph === 'M' && event.name === 'thread_name')
      names.set(`${event.pid}:${event.tid}`, event.args.name)
  const byThread = new Map()
  for (const event of traceEvents) {
    const key = `${event.pid}:${event.tid}`
    if (!byThread.has(key)) byThread.set(key, [])
    byThread.get(key).push(event)
  }
  // The page's renderer: the main thread with the most frame work in it.
  let main
  let mainWork = -1
  for (const [key, events] of byThread) {
    if (names.get(key) !== 'CrRendererMain') continue
    const work = events.filter((e) => kindOf.has(e.name)).length
    if (work > mainWork) {
      main = key
      mainWork = work
    }
  }
  const pid = main?.split(':')[0]
  // The renderer's time in events of `name` on its threads named `thread` (all threads: null).
  const timeIn = (name, thread) => {
    let total = 0
    for (const [key, events] of byThread)
      if (key.startsWith(`${pid}:`) && (thread === null || names.get(key) === thread))
        for (const [start, end] of spans(events).filter((span) => span[2] === name))
          total += end - start
    return total
  }
  const totals = main ? selfTimes(spans(byThread.get(main))) : {}
  const perFrame = (us) => us / 1000 / Math.max(1, frames)
  const main_ = Object.fromEntries(
    Object.entries(totals)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, us]) => [kind, perFrame(us)]),
  )
  return {
    main: main_,
    // Software raster (--disable-gpu) runs as RasterTasks on the renderer's thread pool.
    raster: perFrame(timeIn('RasterTask', null)),
    compositor: perFrame(timeIn('ThreadControllerImpl::RunTask', 'Compositor')),
  }
}

/**
 * Each frame's main-thread time in `trace` (a Chromium trace JSON's buffer), in ms, as `wall`
 * (the main thread's tasks' elapsed time) and `cpu` (their thread time: what a loaded machine
 * does not stretch). A frame runs from one main-frame update (ProxyMain::BeginMainFrame, which
 * dispatches the frame's pointer moves, runs its animation-frame callbacks, style, layout, paint,
 * layerize and commit) to the next, and takes the renderer main thread's top-level tasks that end
 * in it: the work the page did to produce that frame, whatever the display's rate.
 */
export function mainThreadFrameTimes(trace) {
  const { traceEvents } = JSON.parse(trace.toString())
  const mains = new Set()
  for (const event of traceEvents)
    if (event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      mains.add(`${event.pid}:${event.tid}`)
  const byThread = new Map()
  for (const event of traceEvents) {
    const key = `${event.pid}:${event.tid}`
    if (!mains.has(key) || event.ph !== 'X') continue
    if (!byThread.has(key)) byThread.set(key, { starts: [], tasks: [] })
    if (event.name === 'ProxyMain::BeginMainFrame') byThread.get(key).starts.push(event.ts)
    if (event.name === 'ThreadControllerImpl::RunTask')
      byThread.get(key).tasks.push([event.ts, event.ts + event.dur, event.tdur ?? event.dur])
  }
  // The page's renderer main thread: the one with the most main-frame updates.
  const { starts, tasks } = [...byThread.values()].sort(
    (a, b) => b.starts.length - a.starts.length,
  )[0] ?? { starts: [], tasks: [] }
  starts.sort((a, b) => a - b)
  // Top-level tasks only: one nested in another (a nested run loop) counts with it.
  tasks.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const outer = []
  for (const task of tasks) if (outer.length === 0 || task[0] >= outer.at(-1)[1]) outer.push(task)
  const frames = starts.slice(0, -1).map(() => ({ wall: 0, cpu: 0 }))
  let frame = 0
  for (const [start, end, cpu] of outer) {
    while (frame < frames.length && end > starts[frame + 1]) frame += 1
    if (frame >= frames.length) break
    if (end <= starts[frame]) continue
    frames[frame].wall += (end - start) / 1000
    frames[frame].cpu += cpu / 1000
  }
  return frames
}

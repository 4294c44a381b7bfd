import { collectModels } from '../support/machineModel'

/** Every machine model of this folder, by machine id: a new `<id>.model.ts` is found by itself. */
export const machineModels = collectModels(
  import.meta.glob<Record<string, unknown>>('./*.model.ts', { eager: true }),
)

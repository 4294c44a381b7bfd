import { z } from 'zod'

/** GET countries: every country a phone number can belong to, for pickers and the dictionary. */
export const countryResource = z.object({
  /** ISO-3166 alpha-2. */
  code: z.string(),
  name: z.string(),
  /** The calling code without +: `44`. */
  dial_code: z.string(),
})
export type CountryResource = z.infer<typeof countryResource>

export const countryList = z.object({ data: z.array(countryResource) })
export type CountryList = z.infer<typeof countryList>

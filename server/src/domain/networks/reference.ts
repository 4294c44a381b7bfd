import reference from '../../../reference/networks/reference.json'

/**
 * The network list shipped with the product (server/reference/networks/README.md says where it comes
 * from): MCC/MNC rows with the E.164 prefixes of their numbers. Teams load it as their own copy.
 */
export interface ReferenceNetwork {
  mcc: string
  mnc: string
  country: string
  name: string
  prefixes: string[]
}

export const referenceVersion: string = reference.version

/** The reference's rows, read from the file's compact columns once. */
export const referenceNetworks: readonly ReferenceNetwork[] = reference.networks.map(
  ([mcc = '', mnc = '', country = '', name = '', prefixes = '']) => ({
    mcc,
    mnc,
    country,
    name,
    prefixes: prefixes ? prefixes.split(' ') : [],
  }),
)

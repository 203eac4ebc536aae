export { flagIcon, type ReferenceCatalogue, referenceCatalogue, sectorIcon } from './catalogue'
export { type ReferenceSeed, seedReferenceData } from './seed'

// The contract owns the id rules (it lower-cases UUIDs); the server's modules import them from here.
export { isUuid } from '@souq/contract/common';

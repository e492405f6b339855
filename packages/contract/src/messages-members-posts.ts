/** Members' API texts (issue 18), ours. */
export const memberPostMessages = {
} as const;

/** Members' API texts (issue 18), ours. */
export const memberClassifiedMessages = {
} as const;

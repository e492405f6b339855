/** Members' API texts (issue 18), ours. */
export const memberAccountMessages = {
} as const;

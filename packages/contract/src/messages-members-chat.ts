/** Members' API texts (issue 18), ours. */
export const memberChatMessages = {
} as const;

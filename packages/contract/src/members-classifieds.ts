/** Members' API routes (issue 18): filled in by its slice. */
export {};

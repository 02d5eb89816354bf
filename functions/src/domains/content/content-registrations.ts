/** Registers the hand-written version content types with the project content registry (filled in below). */
export {}

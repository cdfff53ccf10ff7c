/** The body of a call that takes none (SPEC: "empty JSON"): like every DTO, it refuses any field. */
export class EmptyBodyDto {}

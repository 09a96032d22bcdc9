import geo from './geo.generated.json' with { type: 'json' };

/** Where the reference data comes from, for an attribution line (docs/reference-data.md). */
export const REFERENCE_SOURCES: {
  readonly attribution: string;
  readonly packages: readonly { name: string; version: string; license: string; used: string }[];
} = Object.freeze({ attribution: geo.attribution, packages: geo.sources });

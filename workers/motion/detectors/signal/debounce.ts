/**
 * A boolean state that changes only after the new value has held for `dwellMs`, so a state on the
 * edge of its threshold reports one change, not a flicker. The first value is taken at once.
 */
export class Debounced {
  private state: boolean | null = null;
  private candidateSince = NaN;

  constructor(private readonly dwellMs: number) {}

  /** Returns the new state when it changes at this sample, else null. */
  update(value: boolean, t: number): boolean | null {
    if (this.state === null) return (this.state = value);
    if (value === this.state) {
      this.candidateSince = NaN;
      return null;
    }
    if (Number.isNaN(this.candidateSince)) this.candidateSince = t;
    if (t - this.candidateSince < this.dwellMs) return null;
    this.candidateSince = NaN;
    return (this.state = value);
  }

  get value(): boolean | null {
    return this.state;
  }

  reset(): void {
    this.state = null;
    this.candidateSince = NaN;
  }
}

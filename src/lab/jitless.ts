import { config } from 'zod';

// The page's Content-Security-Policy allows no eval. zod probes for it (`new Function`) when it
// builds its first object schema, and the browser reports the caught probe as a violation; told
// to go without compiled parsers, it never probes. Imported first by the Lab, before any schema.
config({ jitless: true });

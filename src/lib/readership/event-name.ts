/** The event that carries news to the readership beacon (events.ts), apart so the beacon carries only its name. */
export const READERSHIP_EVENT = 'serendib:readership';

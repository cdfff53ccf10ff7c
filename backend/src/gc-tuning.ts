import { setFlagsFromString } from 'node:v8';

// V8 "pretenures" an allocation site, allocating its objects straight in the old generation, once
// most of them survive a young-generation collection. One burst of socket sends (or one GC pause)
// makes the chat's per-message objects look long-lived; pretenured, they then fill the old
// generation, and its full collections (pauses plus marking threads) lengthen the p99 of chat
// delivery: with pretenuring on, 929 KB instead of 8 KB reached the old generation per young
// collection (docs/performance.md). Those objects live for milliseconds, so they stay young.
// Set before the app allocates; it is read at every collection.
setFlagsFromString('--no-allocation-site-pretenuring');

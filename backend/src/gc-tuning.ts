import { setFlagsFromString } from 'node:v8';

// V8 "pretenures" an allocation site, allocating its objects straight in the old generation, once
// most of them survive a young-generation collection. One burst of socket sends (or one GC pause)
// makes the chat's per-message objects look long-lived; pretenured, they then filled the old
// generation and caused a full collection every ~10 s under load, whose pauses and marking
// threads made up the whole p99 of chat delivery (docs/performance.md). Those objects live for
// milliseconds, so they stay young. Set before the app allocates; it is read at every collection.
setFlagsFromString('--no-allocation-site-pretenuring');

// The gates module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { findItemTitle, needsNoPass } from './gates.repository';
export { gatedItemOf, type GateLevel, itemGate, itemGateRefusal, videoGateRefusal } from './item-gate';
export { accountGuardScope, listItemCooldowns, resetItem } from './watch-password-guards';
export { hashWatchPassword } from './watch-password-hash';

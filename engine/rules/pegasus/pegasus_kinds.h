#pragma once
// The Pegasus box's kinds (kind_ranges.h: [144, 176) of each enum), sliced by rule area so that
// each area numbers its own without touching another's. An area declares its kinds in its own
// header with `rangeKind<FrameKind>(KindRange::Pegasus, kPegasusBoardKinds + i)`, for i below
// the slice's width. Saved and hashed by number: never renumber a declared kind.
namespace bsg::pegasus {

inline constexpr int kPegasusTreacheryKinds = 0;  // [0, 10): Treachery and the skill cards
inline constexpr int kPegasusBoardKinds = 10;     // [10, 16): the board, damage, overlay
inline constexpr int kPegasusCharacterKinds = 16; // [16, 20): the Pegasus characters' abilities
inline constexpr int kPegasusExecutionKinds = 20; // [20, 30): executions, titles, loyalty
inline constexpr int kPegasusCardKinds = 30;      // [30, 32): the crisis, quorum and destination cards
inline constexpr int kPegasusSliceWidth = 10;     // of the first three slices (board's last 4: the characters')

} // namespace bsg::pegasus

#pragma once
// Where things are on the board (scene pixels) and the colours it uses; shared by
// board_scene.cpp (ships and locations) and board_tracks.cpp (the tracks column). The scene
// is wide and low like the space the window gives the board beside its docks and above the
// decision panel, so the view can show it large.
#include <QColor>
#include <QRectF>
#include <QString>

#include <array>

namespace bsg::gui::layout {

inline constexpr QRectF kScene(0, 0, 1380, 640);

// Galactica: two rows of five locations on its hull, bow (fore) to the left and engines to the
// right; Colonial One above it; the Cylon locations below, on a basestar. The ships' hulls
// (board_ships.cpp) reach past the locations: the bow, the engines, the flight pods.
inline constexpr double kLocationW = 140, kColonialLocationW = 140, kLocationH = 116, kLocationGap = 4;
// The Cylon locations two by two on the basestar's hub.
inline constexpr double kCylonLocationW = 150, kCylonLocationH = 58;
inline constexpr QRectF kGalactica(126, 190, 774, 266);
inline constexpr double kGalacticaBowW = 34; // the locations start after the bow
inline constexpr QRectF kColonialOne(258, 26, 512, 152);
inline constexpr double kColonialNoseW = 42;
inline constexpr QRectF kCylonLocations(262, 466, 504, 166);

// The six space areas in the order of kAreaIds (fore, then clockwise): fore to the left of
// Galactica, aft to the right, the bows and quarters at the corners.
inline constexpr std::array<QRectF, 6> kAreas{
    QRectF(0, 190, 120, 266),   // fore
    QRectF(0, 0, 250, 180),     // starboard bow
    QRectF(778, 0, 250, 180),   // starboard quarter
    QRectF(906, 190, 122, 266), // aft
    QRectF(776, 466, 252, 174), // port quarter
    QRectF(0, 466, 252, 174),   // port bow
};
// A view taller than the board's shape gets a taller board rather than empty bands: the
// `extra` scene pixels are shared by the three rows (each row's space areas grow by a third,
// its ship stays in the row's middle), up to kMaxExtraHeight.
inline constexpr double kMaxExtraHeight = 480;
// The tracks column.
inline constexpr double kTracksX = 1044, kTracksW = 336;

// A game with Pegasus: the Pegasus stands bow up in a column of its own between the space
// areas and the tracks column, which moves right by kPegasusColumnW (the base game's board is
// left as it is). Its four locations are stacked on its hull.
inline constexpr double kPegasusColumnW = 172;
inline constexpr QRectF kPegasus(1036, 22, 160, 596);
inline constexpr double kPegasusBowH = 36, kPegasusTitleH = 26;
struct Geometry {
    double extra = 0;
    bool pegasus = false; // the Pegasus board is in play
    [[nodiscard]] QRectF scene() const { return kScene.adjusted(0, 0, pegasus ? kPegasusColumnW : 0, extra); }
    [[nodiscard]] double tracksX() const { return kTracksX + (pegasus ? kPegasusColumnW : 0); }
    [[nodiscard]] QRectF pegasusShip() const { return kPegasus.translated(0, extra / 2); }
    [[nodiscard]] QRectF area(int a) const {
        const QRectF r = kAreas[size_t(a)];
        const double row = r.top() < kGalactica.top() ? 0 : r.top() < kCylonLocations.top() ? 1 : 2;
        return r.adjusted(0, row * extra / 3, 0, (row + 1) * extra / 3);
    }
    [[nodiscard]] QRectF colonialOne() const { return kColonialOne.translated(0, extra / 6); }
    [[nodiscard]] QRectF galactica() const { return kGalactica.translated(0, extra / 2); }
    [[nodiscard]] QRectF cylonLocations() const { return kCylonLocations.translated(0, extra * 5 / 6); }
};

inline constexpr double kAreaTitleH = 28;
inline constexpr double kTokenCellW = 118, kTokenCellH = 46, kTokenIcon = 36;


// Text sizes (scene pixels).
inline constexpr int kTextPx = 16;    // names, lines of the tracks column
inline constexpr int kTitlePx = 18;   // area and ship titles, headings
inline constexpr int kStatusPx = 20;  // the game's result

inline const QColor kHighlight(0xff, 0xb3, 0x00);
inline const QColor kChanged(0x40, 0xe0, 0xff); // where an automated step happened
inline const QColor kCylon(0xb5, 0x2f, 0x2f);
inline const QColor kHeading(0xe8, 0xec, 0xf4);
inline const QColor kQuiet(0xc0, 0xc6, 0xd2);
inline const QColor kAlarm(0xff, 0x8a, 0x78);

QColor characterColour(const QString& characterId);
// "Kara "Starbuck" Thrace" -> "Starbuck"; "William Adama" -> "W. Adama".
QString shortName(const QString& name);
inline QString qs(const std::string& s) { return QString::fromStdString(s); }

} // namespace bsg::gui::layout

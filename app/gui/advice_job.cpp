// The advisor's run for the desktop program (advice_job.h).
#include "advice_job.h"

#include "advisor.h"
#include "carddb.h"

#include <QCoreApplication>

namespace bsg::gui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString adviceText(const char* text) { return QCoreApplication::translate("AdvisorDock", text); }
QString percent(double p) { return QStringLiteral("%1%").arg(p * 100, 0, 'f', 1); }

// The advisor (solo/advisor) on a copy of the game taken when the advice was asked for.
class PlayoutAdviceJob : public AdviceJob {
public:
    PlayoutAdviceJob(GameState state, const AdviceRequest& request) : m_state(std::move(state)), m_request(request) {}

    std::optional<AdviceResult> run(const std::function<bool(int, int)>& progress,
                                    const std::function<void(const AdviceResult&)>& firstEstimate) override {
        const int full = m_request.playouts;
        const int first = m_request.firstPlayouts > 0 && m_request.firstPlayouts < full ? m_request.firstPlayouts : 0;
        // Both rounds on one progress bar: the first round's playouts, then the full advice's.
        auto progressFrom = [&](int offset) {
            return [&progress, offset, total = first + full](int done, int) {
                return !progress || progress(offset + done, total);
            };
        };
        if (first > 0) {
            const auto estimate = advise(first, progressFrom(0));
            if (!estimate || estimate->stopped)
                return std::nullopt; // cancelled (or refused: the full advice would be too)
            AdviceResult shown = resultOf(*estimate);
            shown.firstEstimate = true;
            if (firstEstimate)
                firstEstimate(shown);
        }
        // The full advice is the call made without a first estimate: the same seed, the same result.
        const auto advice = advise(full, progressFrom(first));
        if (!advice)
            return std::nullopt;
        return resultOf(*advice);
    }

private:
    std::optional<solo::advisor::Advice> advise(int playouts, const std::function<bool(int, int)>& progress) const {
        solo::advisor::AdvisorOptions o;
        o.playouts = playouts;
        o.seed = uint64_t(m_state.step) + 1;
        o.threads = 2;
        o.progress = progress;
        Error error;
        return solo::advisor::advise(m_state, o, &error);
    }

    AdviceResult resultOf(const solo::advisor::Advice& advice) const {
        AdviceResult result;
        result.generation = m_request.generation;
        for (int j = 0; j < int(advice.options.size()); ++j) {
            const auto& a = advice.options[size_t(j)];
            result.rows.append({qs(optionId(m_state, a.option)), qs(optionLabel(m_state, a.option)), a.winChance,
                                a.margin, j == advice.best, a.tiedWithBest});
        }
        if (advice.check)
            result.check = checkText(*advice.check);
        result.why = whyText(advice);
        result.keptHeuristic = advice.keptHeuristic();
        result.seconds = advice.seconds;
        result.playouts = advice.playouts;
        return result;
    }

    QString checkText(const solo::advisor::CheckOdds& c) const {
        QString check = adviceText("Skill check (difficulty %1): it passes with a chance of %2 with the cards in it now "
                                   "and the current character's random card still to come.")
                            .arg(c.difficulty)
                            .arg(percent(c.pass));
        if (c.partialAt >= 0)
            check += QLatin1Char(' ') + adviceText("Partial result (%1 or more): %2.").arg(c.partialAt).arg(percent(c.partial));
        for (const auto& i : c.ifAdded)
            check += QLatin1Char('\n') + adviceText("With %1: %2.").arg(qs(optionLabel(m_state, i.option))).arg(percent(i.pass));
        return check;
    }

    // The recommended option against the next best (solo::advisor::Explanation): the ways of
    // ending the game the playouts tell apart, the best option's gains first, then one cost.
    QString whyText(const solo::advisor::Advice& a) const {
        const auto& why = a.why;
        if (why.against < 0 || a.best < 0 || why.games < 2)
            return {};
        const QString other = qs(optionLabel(m_state, a.options[size_t(why.against)].option));
        QStringList gains, costs;
        for (const auto& o : why.outcomes) {
            if (!o.telling || o.reason == EndReason::None) // an unfinished playout is no gain nor cost
                continue;
            const bool gain = (o.reason == EndReason::Kobol) == (o.best > o.other);
            QStringList& list = gain ? gains : costs;
            if (list.size() < (gain ? 2 : 1))
                list << adviceText("%1 in %2 of the games after it, %3 after \u201c%4\u201d.")
                            .arg(endingText(o.reason), percent(o.best), percent(o.other), other);
        }
        if (gains.isEmpty() && costs.isEmpty())
            return adviceText("Against \u201c%1\u201d, the next best: no way of ending the game is told apart in the "
                              "%2 games both played.")
                .arg(other)
                .arg(why.games);
        QString text = adviceText("Against \u201c%1\u201d, the next best, over the same %2 games:").arg(other).arg(why.games);
        for (const QString& g : gains)
            text += QLatin1Char('\n') + g;
        for (const QString& c : costs)
            text += QLatin1Char('\n') + adviceText("But: %1").arg(c);
        return text;
    }

    static QString endingText(EndReason reason) {
        switch (reason) {
        case EndReason::Kobol: return adviceText("The fleet reaches Kobol");
        case EndReason::Fuel: return adviceText("The fleet runs out of fuel");
        case EndReason::Food: return adviceText("The fleet runs out of food");
        case EndReason::Morale: return adviceText("Morale runs out");
        case EndReason::Population: return adviceText("The population runs out");
        case EndReason::GalacticaDestroyed: return adviceText("Galactica is destroyed");
        case EndReason::Centurions: return adviceText("The Centurions take Galactica");
        case EndReason::NoCharacterLeft: return adviceText("No human character is left");
        case EndReason::None: break;
        }
        return adviceText("The game is still undecided when the playout stops");
    }

    GameState m_state;
    AdviceRequest m_request;
};

} // namespace

std::unique_ptr<AdviceJob> makeAdviceJob(const Game& game, const AdviceRequest& request) {
    GameState copy = game.state();
    copy.log.clear(); // the tools never read it
    return std::make_unique<PlayoutAdviceJob>(std::move(copy), request);
}

} // namespace bsg::gui

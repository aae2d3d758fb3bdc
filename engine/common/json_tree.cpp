#include "json_tree.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <bit>
#include <charconv>
#include <cmath>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define GALACTICA_JSON_SSE2 1
#endif

namespace gamekit {

class Parser {
public:
    Parser(JsonTree& tree, std::string_view text) : m_tree(tree), m_text(text) {}

    bool document() {
        space();
        if (peek() != '{')
            return fail("the text is not a JSON object");
        if (!value(0))
            return false;
        space();
        return m_at == m_text.size() || fail("there is text after the object");
    }
    std::string why;
    size_t at() const { return m_at; }

private:
    JsonTree& m_tree;
    std::string_view m_text;
    size_t m_at = 0;

    bool fail(const char* reason) {
        why = reason;
        return false;
    }
    char peek() const { return m_at < m_text.size() ? m_text[m_at] : '\0'; }
    void space() {
        while (m_at < m_text.size()) {
            const char c = m_text[m_at];
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                break;
            ++m_at;
        }
    }
    bool literal(std::string_view word) {
        if (m_text.substr(m_at, word.size()) != word)
            return fail("an unknown word (not true, false or null)");
        m_at += word.size();
        return true;
    }
    uint32_t add(JsonTree::Type type) {
        auto& nodes = m_tree.m_nodes;
        nodes.push_back({});
        nodes.back().type = type;
        nodes.back().from = uint32_t(m_at);
        return uint32_t(nodes.size() - 1);
    }
    void close(uint32_t index) {
        auto& n = m_tree.m_nodes[index];
        n.end = uint32_t(m_tree.m_nodes.size());
        n.to = uint32_t(m_at);
    }

    bool value(int depth) {
        if (depth > JsonTree::kMaxDepth)
            return fail("the values are nested too deeply");
        space();
        switch (peek()) {
        case '{': return container(depth, true);
        case '[': return container(depth, false);
        case '"': return string();
        case 't': case 'f': {
            const uint32_t i = add(JsonTree::Type::Bool);
            m_tree.m_nodes[i].boolean = peek() == 't';
            if (!literal(peek() == 't' ? "true" : "false"))
                return false;
            close(i);
            return true;
        }
        case 'n': {
            const uint32_t i = add(JsonTree::Type::Null);
            if (!literal("null"))
                return false;
            close(i);
            return true;
        }
        default: return number();
        }
    }

    bool container(int depth, bool object) {
        const uint32_t i = add(object ? JsonTree::Type::Object : JsonTree::Type::Array);
        const char closing = object ? '}' : ']';
        ++m_at;
        space();
        uint32_t count = 0;
        if (peek() == closing) {
            ++m_at;
        } else {
            for (;;) {
                if (object) {
                    space();
                    if (peek() != '"')
                        return fail("a member name is missing");
                    if (!string())
                        return false;
                    space();
                    if (peek() != ':')
                        return fail("a colon is missing after a member name");
                    ++m_at;
                }
                if (!value(depth + 1))
                    return false;
                ++count;
                space();
                if (peek() == ',') {
                    ++m_at;
                    continue;
                }
                if (peek() == closing) {
                    ++m_at;
                    break;
                }
                return fail(object ? "a comma or a closing brace is missing" : "a comma or a closing bracket is missing");
            }
        }
        m_tree.m_nodes[i].count = count;
        close(i);
        return true;
    }

    static int hexDigit(char c) {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }
    bool hex4(uint32_t& out) {
        if (m_text.size() - m_at < 4)
            return fail("a \\u escape is cut short");
        out = 0;
        for (int k = 0; k < 4; ++k) {
            const int d = hexDigit(m_text[m_at++]);
            if (d < 0)
                return fail("a \\u escape has a non-hexadecimal digit");
            out = out * 16 + uint32_t(d);
        }
        return true;
    }
    static void appendUtf8(std::string& s, uint32_t cp) {
        if (cp < 0x80) {
            s += char(cp);
        } else if (cp < 0x800) {
            s += char(0xC0 | (cp >> 6));
            s += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s += char(0xE0 | (cp >> 12));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        } else {
            s += char(0xF0 | (cp >> 18));
            s += char(0x80 | ((cp >> 12) & 0x3F));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        }
    }

    // The length of the UTF-8 sequence at m_at (its first byte is not ASCII), or 0 when it is
    // not valid: overlong forms, surrogates and values past U+10FFFF are refused, as Qt does.
    size_t utf8Length() const {
        const auto byte = [&](size_t k) { return m_at + k < m_text.size() ? uint8_t(m_text[m_at + k]) : 0; };
        const uint8_t b0 = byte(0);
        size_t n = 0;
        uint32_t cp = 0;
        if (b0 >= 0xC2 && b0 <= 0xDF) {
            n = 2;
            cp = b0 & 0x1F;
        } else if (b0 >= 0xE0 && b0 <= 0xEF) {
            n = 3;
            cp = b0 & 0x0F;
        } else if (b0 >= 0xF0 && b0 <= 0xF4) {
            n = 4;
            cp = b0 & 0x07;
        } else {
            return 0;
        }
        for (size_t k = 1; k < n; ++k) {
            const uint8_t b = byte(k);
            if ((b & 0xC0) != 0x80)
                return 0;
            cp = cp << 6 | (b & 0x3F);
        }
        if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp < 0xE000))
            return 0;
        return n;
    }

    // Where the run of plain bytes from `at` ends: printable ASCII other than a quote or a
    // backslash, which stand for themselves. Sixteen at a time where SSE2 is at hand: a save is mostly
    // strings, and this was half of the time to read one.
    size_t plainRunEnd(size_t at) const {
#ifdef GALACTICA_JSON_SSE2
        const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), space = _mm_set1_epi8(' ');
        while (m_text.size() - at >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(m_text.data() + at));
            // The top bit of each lane: a quote, a backslash, a control character, or a byte of a
            // UTF-8 sequence (signed, those are below 0x20 too).
            const __m128i special = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)),
                                                 _mm_cmplt_epi8(bytes, space));
            if (const int mask = _mm_movemask_epi8(special))
                return at + size_t(std::countr_zero(unsigned(mask)));
            at += 16;
        }
#endif
        while (at < m_text.size() && uint8_t(m_text[at]) < 0x80 && uint8_t(m_text[at]) >= 0x20 && m_text[at] != '"' &&
               m_text[at] != '\\')
            ++at;
        return at;
    }

    bool string() {
        const uint32_t i = add(JsonTree::Type::String);
        ++m_at; // the opening quote
        const size_t start = m_at;
        std::string* decoded = nullptr; // at the first escape: the value so far, copied to m_unescaped
        size_t decodedFrom = 0;
        for (;;) {
            const size_t plainEnd = plainRunEnd(m_at);
            if (decoded)
                decoded->append(m_text.substr(m_at, plainEnd - m_at));
            m_at = plainEnd;
            if (m_at >= m_text.size())
                return fail("a string is not closed");
            const char c = m_text[m_at];
            if (c == '"')
                break;
            if (uint8_t(c) < 0x20) // RFC 8259: control characters are written as escapes
                return fail("a string holds a raw control character (it must be escaped)");
            if (c != '\\') { // the first byte of a UTF-8 sequence
                const size_t length = utf8Length();
                if (length == 0)
                    return fail("a string is not valid UTF-8");
                if (decoded)
                    decoded->append(m_text.substr(m_at, length));
                m_at += length;
                continue;
            }
            if (!decoded) {
                decoded = &m_tree.m_unescaped;
                decodedFrom = decoded->size();
                decoded->append(m_text.substr(start, m_at - start));
            }
            if (++m_at >= m_text.size())
                return fail("a string is not closed");
            const char e = m_text[m_at++];
            switch (e) {
            case '"': *decoded += '"'; break;
            case '\\': *decoded += '\\'; break;
            case '/': *decoded += '/'; break;
            case 'b': *decoded += '\b'; break;
            case 'f': *decoded += '\f'; break;
            case 'n': *decoded += '\n'; break;
            case 'r': *decoded += '\r'; break;
            case 't': *decoded += '\t'; break;
            case 'u': {
                uint32_t cp = 0;
                if (!hex4(cp))
                    return false;
                // A surrogate stands only in a pair, high then low: alone it is no character
                // (the program never writes one), so the text is refused.
                if (cp >= 0xD800 && cp < 0xDC00 && m_text.substr(m_at, 2) == "\\u") {
                    m_at += 2;
                    uint32_t low = 0;
                    if (!hex4(low))
                        return false;
                    if (low < 0xDC00 || low >= 0xE000)
                        return fail("a \\u escape is a lone surrogate");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                } else if (cp >= 0xD800 && cp < 0xE000) {
                    return fail("a \\u escape is a lone surrogate");
                }
                appendUtf8(*decoded, cp);
                break;
            }
            default: appendUtf8(*decoded, uint8_t(e)); break; // as Qt reads it: the byte as a code point
            }
        }
        auto& n = m_tree.m_nodes[i];
        n.escaped = decoded != nullptr;
        n.string.at = uint32_t(decoded ? decodedFrom : start);
        n.string.length = uint32_t(decoded ? decoded->size() - decodedFrom : m_at - start);
        ++m_at; // the closing quote
        close(i);
        return true;
    }

    // Scanned as Qt scans it, -?(0|[0-9]*)(.[0-9]*)?([eE][+-]?[0-9]*)?, then the whole of it
    // must read as a finite double: so "1.", ".5" and "-.5" are numbers (Qt takes them), "1e"
    // and "-" are not, and neither are values too large or too small to hold.
    bool number() {
        const uint32_t i = add(JsonTree::Type::Number);
        const size_t start = m_at;
        auto digits = [&] {
            while (m_at < m_text.size() && m_text[m_at] >= '0' && m_text[m_at] <= '9')
                ++m_at;
        };
        if (peek() == '-')
            ++m_at;
        if (peek() == '0')
            ++m_at;
        else
            digits();
        if (peek() == '.') {
            ++m_at;
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_at;
            if (peek() == '+' || peek() == '-')
                ++m_at;
            digits();
        }
        if (m_at == start)
            return fail("a value is missing or unknown");
#if defined(__cpp_lib_to_chars) // C++17's from_chars for double: libstdc++ 11, MSVC
        double v = 0;
        const auto [end, ec] = std::from_chars(m_text.data() + start, m_text.data() + m_at, v);
        if (ec == std::errc::result_out_of_range || !std::isfinite(v))
            return fail("a number is out of range");
        if (ec != std::errc() || end != m_text.data() + m_at)
            return fail("a number is malformed");
#else // libc++ before LLVM 20 (macOS's): Qt's conversion, which ignores the locale as well
        bool ok = false;
        const double v = QByteArray::fromRawData(m_text.data() + start, qsizetype(m_at - start)).toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return fail("a number is out of range or malformed");
#endif
        m_tree.m_nodes[i].number = v;
        close(i);
        return true;
    }
};

std::optional<JsonTree> JsonTree::parse(std::string_view text, std::string* why, size_t* offset) {
    JsonTree tree;
    tree.m_text = text;
    tree.m_nodes.reserve(text.size() / 16);
    Parser p(tree, text);
    if (text.size() >= UINT32_MAX) {
        *why = "the text is too long";
        *offset = 0;
        return std::nullopt;
    }
    if (!p.document()) {
        *why = p.why;
        *offset = p.at();
        return std::nullopt;
    }
    return tree;
}

int JsonTree::Value::toInt(int otherwise) const {
    if (!isNumber())
        return otherwise;
    const double d = node().number;
    if (!(d >= double(INT32_MIN) && d <= double(INT32_MAX)) || d != std::floor(d))
        return otherwise;
    return int(d);
}

JsonTree::Value JsonTree::Value::operator[](std::string_view key) const {
    if (!isObject())
        return {};
    const auto& nodes = m_tree->m_nodes;
    const uint32_t end = node().end;
    Value found;
    for (uint32_t k = m_index + 1; k < end; k = nodes[k + 1].end)
        if (m_tree->stringOf(nodes[k]) == key) {
            found = Value(m_tree, k + 1, end);
            found.m_member = true;
        }
    return found;
}

JsonTree::Value JsonTree::Value::first() const {
    if (size() == 0)
        return {};
    Value v(m_tree, m_index + (isObject() ? 2 : 1), node().end);
    v.m_member = isObject();
    return v;
}

JsonTree::Value JsonTree::Value::next() const {
    if (!m_tree)
        return {};
    const uint32_t after = node().end + (m_member ? 1 : 0);
    if (after >= m_parentEnd)
        return {};
    Value v(m_tree, after, m_parentEnd);
    v.m_member = m_member;
    return v;
}

std::string_view JsonTree::Value::text() const {
    if (!m_tree)
        return {};
    return m_tree->m_text.substr(node().from, node().to - node().from);
}

QJsonValue JsonTree::Value::toQJson() const {
    if (!m_tree)
        return QJsonValue(QJsonValue::Undefined);
    // Wrapped in an array: Qt parses only objects and arrays at the top.
    const std::string_view t = text();
    QByteArray wrapped;
    wrapped.reserve(qsizetype(t.size()) + 2);
    wrapped.append('[').append(t.data(), qsizetype(t.size())).append(']');
    return QJsonDocument::fromJson(wrapped).array().first();
}

} // namespace gamekit

#pragma once
// A read-only JSON tree over a text in memory, for loading saves: a save holds thousands of
// small entries, and building Qt's JSON values for all of them cost more than replaying the
// game. Values are nodes in one array; only the parts a caller asks for become Qt values
// (toQJson(), which parses that value's own text with QJsonDocument).
// It accepts the texts QJsonDocument::fromJson accepts as an object (a test compares the two
// on damaged saves), except two that Qt lets through and RFC 8259 does not: a raw control
// character inside a string (it must be escaped) and a lone surrogate escape (\ud800 without
// its low half, or a low half alone), which the program never writes. Nesting is limited to
// kMaxDepth.
#include <QJsonValue>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamekit {

class JsonTree {
public:
    enum class Type : uint8_t { Null, Bool, Number, String, Array, Object };

private:
    // 32 bytes: a save's tree is thousands of nodes, and fresh memory is slow to touch.
    struct Node {
        Type type = Type::Null;
        bool boolean = false;
        bool escaped = false; // a string whose value is in m_unescaped, not in the text
        uint32_t end = 0;     // the index after this node's subtree
        uint32_t count = 0;   // elements or members
        uint32_t from = 0, to = 0; // the value's text: bytes [from, to)
        struct Span {
            uint32_t at, length;
        };
        union {
            double number = 0;
            Span string; // where a string's value is (in the text, or in m_unescaped)
        };
    };
public:
    static constexpr int kMaxDepth = 256;

    // The tree of `text`, which must outlive it and hold one object; nullopt with a reason and
    // the byte offset where reading stopped.
    static std::optional<JsonTree> parse(std::string_view text, std::string* why, size_t* offset);

    // A value in the tree; a missing member or element is an "undefined" value (isUndefined()).
    class Value {
    public:
        [[nodiscard]] bool isUndefined() const { return !m_tree; }
        [[nodiscard]] bool is(Type t) const { return m_tree && node().type == t; }
        [[nodiscard]] bool isObject() const { return is(Type::Object); }
        [[nodiscard]] bool isArray() const { return is(Type::Array); }
        [[nodiscard]] bool isString() const { return is(Type::String); }
        [[nodiscard]] bool isNumber() const { return is(Type::Number); }
        [[nodiscard]] std::string_view string() const { return isString() ? m_tree->stringOf(node()) : std::string_view(); }
        [[nodiscard]] double number() const { return isNumber() ? node().number : 0.0; }
        // The number as an int when it is one exactly, else `otherwise` (QJsonValue::toInt's rule).
        [[nodiscard]] int toInt(int otherwise) const;
        // Elements of an array, members of an object; 0 for anything else.
        [[nodiscard]] uint32_t size() const { return isArray() || isObject() ? node().count : 0; }
        // An object's member (the last one of that name); undefined when absent.
        [[nodiscard]] Value operator[](std::string_view key) const;
        // The first element or member value, and the one after `this` (undefined at the end):
        // walking an array of n values is n steps.
        [[nodiscard]] Value first() const;
        [[nodiscard]] Value next() const;
        // This value's own text, and the same value made by Qt's parser (undefined for undefined).
        [[nodiscard]] std::string_view text() const;
        [[nodiscard]] QJsonValue toQJson() const;

    private:
        friend class JsonTree;
        Value() = default;
        Value(const JsonTree* tree, uint32_t index, uint32_t parentEnd) : m_tree(tree), m_index(index), m_parentEnd(parentEnd) {}
        const Node& node() const { return m_tree->m_nodes[m_index]; }
        const JsonTree* m_tree = nullptr;
        uint32_t m_index = 0;
        uint32_t m_parentEnd = 0; // where the enclosing container's nodes end (for next())
        bool m_member = false;    // an object's member value: next() skips the next key
    };
    [[nodiscard]] Value root() const { return Value(this, 0, uint32_t(m_nodes.size())); }

private:
    friend class Parser;
    [[nodiscard]] std::string_view stringOf(const Node& n) const {
        return (n.escaped ? std::string_view(m_unescaped) : m_text).substr(n.string.at, n.string.length);
    }
    std::string_view m_text;
    std::vector<Node> m_nodes;
    std::string m_unescaped; // the values of strings with escapes, decoded, one after another
};

} // namespace gamekit

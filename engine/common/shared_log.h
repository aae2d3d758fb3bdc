#pragma once
// An append-only sequence whose copies share what they have in common. A game's log grows
// all game long and every copy of a game state (an undo point, a trial copy, a playout)
// would otherwise copy it whole: here the events are kept in
// fixed-size chunks, and a chunk once full is never changed again, so copies share it; the
// chunk being filled is shared too until one of the copies adds to it. A copy costs one
// pointer per chunk.
//
// `Digest`, when given (`uint64_t(std::span<const T>)`), digests a full chunk the first time
// its digest is asked for and keeps the result with the chunk, so that a hash of the whole
// sequence needs only the chunks' digests and the events of the last chunk.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <span>
#include <cstddef>
#include <iterator>
#include <memory>
#include <type_traits>
#include <vector>

namespace gamekit {

struct NoChunkDigest {
    template <class T> std::uint64_t operator()(std::span<const T>) const { return 0; }
};

template <class T, std::size_t ChunkSize = 256, class Digest = NoChunkDigest>
class SharedLog {
    struct Chunk {
        // Plain items are left unset until written: the log starts a chunk every ChunkSize
        // events, and a pass over its room would cost more than the events written into it.
        union {
            std::array<T, ChunkSize> items;
        };
        Chunk() requires std::is_trivially_copyable_v<T> {}
        Chunk() requires(!std::is_trivially_copyable_v<T>) : items{} {}
        Chunk(const Chunk&) = delete;
        Chunk& operator=(const Chunk&) = delete;
        ~Chunk() {
            if constexpr (!std::is_trivially_destructible_v<T>)
                items.~array();
        }
        // 0 until asked for (chunkDigest); computed at most a few times, by whoever asks first.
        mutable std::atomic<std::uint64_t> digest{0};
    };

public:
    class const_iterator {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using pointer = const T*;
        using reference = const T&;

        const_iterator() = default;
        const_iterator(const SharedLog* log, std::size_t index) : m_log(log), m_index(index) {}
        reference operator*() const { return (*m_log)[m_index]; }
        pointer operator->() const { return &(*m_log)[m_index]; }
        reference operator[](difference_type n) const { return (*m_log)[std::size_t(difference_type(m_index) + n)]; }
        const_iterator& operator++() { return ++m_index, *this; }
        const_iterator operator++(int) { const_iterator old = *this; ++m_index; return old; }
        const_iterator& operator--() { return --m_index, *this; }
        const_iterator operator--(int) { const_iterator old = *this; --m_index; return old; }
        const_iterator& operator+=(difference_type n) { return m_index = std::size_t(difference_type(m_index) + n), *this; }
        const_iterator& operator-=(difference_type n) { return *this += -n; }
        friend const_iterator operator+(const_iterator it, difference_type n) { return it += n; }
        friend const_iterator operator+(difference_type n, const_iterator it) { return it += n; }
        friend const_iterator operator-(const_iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const const_iterator& a, const const_iterator& b) {
            return difference_type(a.m_index) - difference_type(b.m_index);
        }
        friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.m_index == b.m_index; }
        friend auto operator<=>(const const_iterator& a, const const_iterator& b) { return a.m_index <=> b.m_index; }

    private:
        const SharedLog* m_log = nullptr;
        std::size_t m_index = 0;
    };
    using iterator = const_iterator;
    using const_reverse_iterator = std::reverse_iterator<const_iterator>;
    using value_type = T;
    using size_type = std::size_t;

    [[nodiscard]] std::size_t size() const { return m_full.size() * ChunkSize + m_tailSize; }
    [[nodiscard]] bool empty() const { return size() == 0; }
    const T& operator[](std::size_t i) const {
        const std::size_t chunk = i / ChunkSize;
        return (chunk < m_full.size() ? *m_full[chunk] : *m_tail).items[i % ChunkSize];
    }
    const T& back() const { return (*this)[size() - 1]; }
    const T& front() const { return (*this)[0]; }

    // Writes into the last chunk in place; allocates only when a chunk is started, or when the
    // last chunk is shared with a copy (then this log takes its own copy of it first).
    // The common case (room left in an unshared last chunk) is a few instructions with no call;
    // the rest is out of line, so that the fast path saves no registers.
    void push_back(T value) {
        if (m_tail && m_tailSize + 1 < ChunkSize && m_tail.use_count() == 1) [[likely]] {
            m_tail->items[m_tailSize++] = std::move(value);
            return;
        }
        pushSlow(std::move(value));
    }
    void clear() {
        m_full.clear();
        m_tail.reset();
        m_tailSize = 0;
    }

    // The parts a digest of the whole reads: the full chunks' digests, then the last chunk.
    [[nodiscard]] std::size_t fullChunks() const { return m_full.size(); }
    [[nodiscard]] std::uint64_t chunkDigest(std::size_t chunk) const {
        const Chunk& c = *m_full[chunk];
        std::uint64_t d = c.digest.load(std::memory_order_relaxed);
        if (d == 0) {
            d = Digest{}(std::span<const T>(c.items)) | 1; // never 0, which means "not yet"
            c.digest.store(d, std::memory_order_relaxed);
        }
        return d;
    }
    [[nodiscard]] std::span<const T> tail() const {
        return m_tail ? std::span<const T>(m_tail->items.data(), m_tailSize) : std::span<const T>();
    }
    static constexpr std::size_t chunkSize = ChunkSize;

    [[nodiscard]] const_iterator begin() const { return {this, 0}; }
    [[nodiscard]] const_iterator end() const { return {this, size()}; }
    [[nodiscard]] const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    [[nodiscard]] const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }

    friend bool operator==(const SharedLog& a, const SharedLog& b) {
        if (a.m_full.size() != b.m_full.size() || a.m_tailSize != b.m_tailSize)
            return false;
        for (std::size_t c = 0; c < a.m_full.size(); ++c)
            if (a.m_full[c] != b.m_full[c] && a.m_full[c]->items != b.m_full[c]->items)
                return false;
        const auto ta = a.tail(), tb = b.tail();
        return a.m_tail == b.m_tail || std::equal(ta.begin(), ta.end(), tb.begin());
    }

private:
    [[gnu::noinline]] void pushSlow(T value) {
        if (!m_tail)
            m_tail = std::make_shared<Chunk>();
        else if (m_tail.use_count() > 1)
            ownTail();
        m_tail->items[m_tailSize++] = std::move(value);
        if (m_tailSize == ChunkSize) { // full: never written again, so copies may share it
            m_full.push_back(std::move(m_tail));
            m_tailSize = 0;
        }
    }

    // Every log sharing the last chunk holds the same number of items in it (whoever adds one
    // first takes a copy), so the copy needs only this log's items.
    void ownTail() {
        auto own = std::make_shared<Chunk>();
        std::copy_n(m_tail->items.begin(), m_tailSize, own->items.begin());
        m_tail = std::move(own);
    }

    std::vector<std::shared_ptr<const Chunk>> m_full; // never changed once full: shared by copies
    std::shared_ptr<Chunk> m_tail;                    // the chunk being filled (null: none yet)
    std::size_t m_tailSize = 0;
};

} // namespace gamekit

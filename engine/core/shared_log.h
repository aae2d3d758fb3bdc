#pragma once
// An append-only sequence whose copies share what they have in common. The game log grows
// all game long and every copy of a GameState (an undo point, a scenario request's trial
// copy, an advisor's playout) would otherwise copy it whole: here the events are kept in
// fixed-size chunks, and a chunk once full is never changed again, so copies share it. A copy
// costs one pointer per full chunk plus the events of the chunk being filled.
//
// `Digest`, when given, is called once on each chunk as it fills (`uint64_t(std::span<const
// T>)`) and its result kept with the chunk, so that a hash of the whole sequence needs only
// the chunks' digests and the events of the last chunk (state.cpp, checkpointDigest).
#include <array>
#include <cstdint>
#include <span>
#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

namespace bsg {

struct NoChunkDigest {
    template <class T> std::uint64_t operator()(std::span<const T>) const { return 0; }
};

template <class T, std::size_t ChunkSize = 256, class Digest = NoChunkDigest>
class SharedLog {
    struct Chunk {
        std::array<T, ChunkSize> items;
        std::uint64_t digest = 0;
        bool operator==(const Chunk& o) const { return items == o.items; }
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

    [[nodiscard]] std::size_t size() const { return m_full.size() * ChunkSize + m_tail.size(); }
    [[nodiscard]] bool empty() const { return size() == 0; }
    const T& operator[](std::size_t i) const {
        const std::size_t chunk = i / ChunkSize;
        return chunk < m_full.size() ? m_full[chunk]->items[i % ChunkSize] : m_tail[i - m_full.size() * ChunkSize];
    }
    const T& back() const { return (*this)[size() - 1]; }
    const T& front() const { return (*this)[0]; }

    // Allocates only when a chunk fills up (once every ChunkSize events).
    void push_back(T value) {
        if (m_tail.capacity() < ChunkSize)
            m_tail.reserve(ChunkSize);
        m_tail.push_back(std::move(value));
        if (m_tail.size() == ChunkSize) {
            auto full = std::make_shared<Chunk>();
            std::move(m_tail.begin(), m_tail.end(), full->items.begin());
            full->digest = Digest{}(std::span<const T>(full->items));
            m_full.push_back(std::move(full));
            m_tail.clear(); // keeps its capacity
        }
    }
    void clear() {
        m_full.clear();
        m_tail.clear();
    }

    // The parts a digest of the whole reads: the full chunks' digests, then the last chunk.
    [[nodiscard]] std::size_t fullChunks() const { return m_full.size(); }
    [[nodiscard]] std::uint64_t chunkDigest(std::size_t chunk) const { return m_full[chunk]->digest; }
    [[nodiscard]] std::span<const T> tail() const { return m_tail; }
    static constexpr std::size_t chunkSize = ChunkSize;

    [[nodiscard]] const_iterator begin() const { return {this, 0}; }
    [[nodiscard]] const_iterator end() const { return {this, size()}; }
    [[nodiscard]] const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    [[nodiscard]] const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }

    friend bool operator==(const SharedLog& a, const SharedLog& b) {
        if (a.m_full.size() != b.m_full.size() || a.m_tail != b.m_tail)
            return false;
        for (std::size_t c = 0; c < a.m_full.size(); ++c)
            if (a.m_full[c] != b.m_full[c] && *a.m_full[c] != *b.m_full[c])
                return false;
        return true;
    }

private:
    std::vector<std::shared_ptr<const Chunk>> m_full; // never changed once full: shared by copies
    std::vector<T> m_tail;                            // the chunk being filled: each copy its own
};

} // namespace bsg

#pragma once
// A vector with room for a few items inside it, so that building, copying and storing a
// short list allocates nothing (a longer list moves to the heap). Made for the options of a
// decision, which are built and asked for at every step of a game.
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <new>
#include <vector>

namespace gamekit {

template <class T, size_t kInline> class SmallVector {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

public:
    using value_type = T;
    using size_type = size_t;
    using reference = T&;
    using const_reference = const T&;
    using iterator = T*;
    using const_iterator = const T*;

    SmallVector() = default;
    SmallVector(std::initializer_list<T> items) { assign(items.begin(), items.end()); }
    SmallVector(const std::vector<T>& items) { assign(items.data(), items.data() + items.size()); }
    SmallVector(const SmallVector& o) { assign(o.begin(), o.end()); }
    SmallVector(SmallVector&& o) noexcept { take(o); }
    SmallVector& operator=(const SmallVector& o) {
        if (this != &o)
            assign(o.begin(), o.end());
        return *this;
    }
    SmallVector& operator=(SmallVector&& o) noexcept {
        if (this != &o) {
            m_heap.reset();
            m_data = inlineItems();
            m_capacity = kInline;
            take(o);
        }
        return *this;
    }
    SmallVector& operator=(std::initializer_list<T> items) {
        assign(items.begin(), items.end());
        return *this;
    }

    [[nodiscard]] T* data() { return m_data; }
    [[nodiscard]] const T* data() const { return m_data; }
    [[nodiscard]] size_t size() const { return m_size; }
    [[nodiscard]] bool empty() const { return m_size == 0; }
    iterator begin() { return data(); }
    iterator end() { return data() + m_size; }
    const_iterator begin() const { return data(); }
    const_iterator end() const { return data() + m_size; }
    T& operator[](size_t i) { return data()[i]; }
    const T& operator[](size_t i) const { return data()[i]; }
    T& front() { return data()[0]; }
    const T& front() const { return data()[0]; }
    T& back() { return data()[m_size - 1]; }
    const T& back() const { return data()[m_size - 1]; }

    void clear() { m_size = 0; }
    void reserve(size_t n) {
        if (n > m_capacity)
            grow(n);
    }
    void push_back(const T& v) {
        if (m_size == m_capacity)
            grow(m_capacity * 2);
        ::new (static_cast<void*>(data() + m_size)) T(v);
        ++m_size;
    }
    template <class... A> T& emplace_back(A&&... args) {
        push_back(T{std::forward<A>(args)...});
        return back();
    }
    void pop_back() { --m_size; }
    // Room for n more items past the end, to be written through the pointer returned;
    // appendWritten(k) then keeps the first k of them. For loops that decide after writing an
    // item whether to keep it, with no branch to mispredict.
    [[nodiscard]] T* spareRoom(size_t n) {
        reserve(m_size + n);
        return data() + m_size;
    }
    void appendWritten(size_t k) { m_size += uint32_t(k); }
    // Keeps the first n items (n <= size()).
    void truncate(size_t n) { m_size = uint32_t(std::min<size_t>(n, m_size)); }
    iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
    iterator erase(const_iterator first, const_iterator last) {
        T* f = data() + (first - data());
        const size_t n = size_t(last - first);
        std::memmove(static_cast<void*>(f), f + n, size_t(end() - (f + n)) * sizeof(T));
        m_size -= n;
        return f;
    }
    template <class It> void insert(const_iterator pos, It first, It last) {
        const size_t at = size_t(pos - data());
        const size_t n = size_t(std::distance(first, last));
        reserve(m_size + n);
        T* p = data() + at;
        std::memmove(static_cast<void*>(p + n), p, (m_size - at) * sizeof(T));
        for (size_t i = 0; i < n; ++i, ++first)
            ::new (static_cast<void*>(p + i)) T(*first);
        m_size += n;
    }

    bool operator==(const SmallVector& o) const { return std::equal(begin(), end(), o.begin(), o.end()); }

private:
    template <class It> void assign(It first, It last) {
        m_size = 0;
        reserve(size_t(std::distance(first, last)));
        for (; first != last; ++first)
            ::new (static_cast<void*>(data() + m_size++)) T(*first);
    }
    void take(SmallVector& o) {
        m_size = o.m_size;
        if (o.m_heap) {
            m_heap = std::move(o.m_heap);
            m_data = m_heap.get();
            m_capacity = o.m_capacity;
            o.m_data = o.inlineItems();
            o.m_capacity = kInline;
        } else if (kShortCopy == sizeof(m_inline) || m_size * sizeof(T) <= kShortCopy) {
            // A copy of known length is a few register moves where a copy of the list's own
            // length is a call: every decision's options are moved once (ask).
            std::memcpy(m_inline, o.m_inline, kShortCopy);
        } else if constexpr (kShortCopy < sizeof(m_inline)) {
            std::memcpy(m_inline, o.m_inline, m_size * sizeof(T));
        }
        o.m_size = 0;
    }
    void grow(size_t n) {
        std::unique_ptr<T[]> bigger(new T[n]);
        std::memcpy(static_cast<void*>(bigger.get()), data(), m_size * sizeof(T));
        m_heap = std::move(bigger);
        m_data = m_heap.get();
        m_capacity = uint32_t(n);
    }
    T* inlineItems() { return reinterpret_cast<T*>(m_inline); }

    static constexpr size_t kShortCopy = std::min<size_t>(64, kInline * sizeof(T));
    // Where the items are: m_inline, or m_heap's block once the list has outgrown it. Kept
    // as a pointer so that reading and appending (the hot paths) need not ask which.
    T* m_data = inlineItems();
    std::unique_ptr<T[]> m_heap;
    uint32_t m_size = 0;
    uint32_t m_capacity = kInline;
    alignas(T) unsigned char m_inline[kInline * sizeof(T)];
};

// std::erase / std::erase_if for it.
// erase moves every item down over the removed ones, each kept or not without a branch:
// which options of a list are removed is as good as random to the processor.
template <class T, size_t N> size_t erase(SmallVector<T, N>& v, const T& value) {
    T* const items = v.data();
    const size_t size = v.size();
    size_t kept = 0;
    for (size_t i = 0; i < size; ++i) {
        const T item = items[i];
        items[kept] = item;
        kept += size_t(!(item == value));
    }
    v.truncate(kept);
    return size - kept;
}
template <class T, size_t N, class Pred> size_t erase_if(SmallVector<T, N>& v, Pred pred) {
    const auto it = std::remove_if(v.begin(), v.end(), pred);
    const size_t n = size_t(v.end() - it);
    v.erase(it, v.end());
    return n;
}

} // namespace gamekit

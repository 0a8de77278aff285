import Testing

@testable import HeadlessList

/// The running sums answer what summing the heights one by one answers.
struct RowHeightTreeTests {
    @Test func prefixesAndSearchesMatchASumRowByRow() {
        var heights = [3.0, 0, 5, 0, 0, 7, 1, 2, 9, 4, 6]
        var tree = RowHeightTree(heights)
        for round in 0..<2 {
            var sum = 0.0
            for index in 0...heights.count {
                #expect(tree.prefix(index) == sum, "round \(round), prefix \(index)")
                if index < heights.count { sum += heights[index] }
            }
            #expect(tree.total == sum)
            for offset in stride(from: -1.0, through: sum + 1, by: 0.5) {
                let atMost = (0...heights.count).last { heights.prefix($0).reduce(0, +) <= offset } ?? 0
                let below = (0...heights.count).last { heights.prefix($0).reduce(0, +) < offset } ?? 0
                #expect(tree.rowCount(withSumUpTo: offset, strictly: false) == atMost, "offset \(offset)")
                #expect(tree.rowCount(withSumUpTo: offset, strictly: true) == below, "offset \(offset), strictly")
            }
            heights[4] += 2.5
            #expect(tree.setHeight(heights[4], at: 4) == 2.5)
        }
    }

    @Test func anEmptyTreeHasNoRows() {
        let tree = RowHeightTree([])
        #expect(tree.total == 0)
        #expect(tree.rowCount(withSumUpTo: 10, strictly: false) == 0)
    }
}

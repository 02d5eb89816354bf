import { describe, expect, it } from 'vitest'
import { registerHeapSplitKernel, type TensorFlowKernels } from './split-kernel.ts'

interface Tensor {
  dataSync(): Float32Array
  shape: number[]
}

describe('registerHeapSplitKernel', () => {
  it('splits along any axis, in uneven parts, exactly as the rows are laid out', async () => {
    const tensorFlow = (await import('@energetic-ai/core')) as unknown as TensorFlowKernels & {
      ready(): Promise<void>
      getBackend(): string
      tensor3d(values: number[], shape: [number, number, number]): Tensor
      split(tensor: Tensor, sizes: number[], axis: number): Tensor[]
    }
    await tensorFlow.ready()
    expect(tensorFlow.getBackend()).toBe('wasm')
    const original = tensorFlow.getKernel('SplitV', 'wasm')?.kernelFunc
    registerHeapSplitKernel(tensorFlow)
    expect(tensorFlow.getKernel('SplitV', 'wasm')?.kernelFunc).not.toBe(original)
    const shape: [number, number, number] = [2, 3, 4]
    const values = Array.from({ length: 24 }, (_, index) => index)
    const input = tensorFlow.tensor3d(values, shape)
    // Element (i, j, k) holds 12i + 4j + k.
    const at = (i: number, j: number, k: number) => 12 * i + 4 * j + k
    const [first, second] = tensorFlow.split(input, [1, 3], 2)
    expect(first?.shape).toEqual([2, 3, 1])
    expect([...(first?.dataSync() ?? [])]).toEqual([
      at(0, 0, 0),
      at(0, 1, 0),
      at(0, 2, 0),
      at(1, 0, 0),
      at(1, 1, 0),
      at(1, 2, 0),
    ])
    expect([...(second?.dataSync() ?? [])].slice(0, 6)).toEqual([1, 2, 3, 5, 6, 7])
    const [top, rest] = tensorFlow.split(input, [2, 1], 1)
    expect([...(top?.dataSync() ?? [])]).toEqual([...values.slice(0, 8), ...values.slice(12, 20)])
    expect([...(rest?.dataSync() ?? [])]).toEqual([...values.slice(8, 12), ...values.slice(20, 24)])
    const [whole] = tensorFlow.split(input, [2], 0)
    expect([...(whole?.dataSync() ?? [])]).toEqual(values)
  })
})

/**
 * The WebAssembly backend's `SplitV` (TensorFlow.js 4, bundled in `@energetic-ai/core` 0.2.0) copies its whole
 * input out of the WebAssembly heap once per output (`readSync` slices the heap), and the encoder splits every
 * layer's query/key/value projections into three: on 300 prompts and answers, 2.3 s of 18.7 s went to those copies,
 * and more to collecting the garbage they left. This kernel copies each output's rows straight from the heap; the
 * vectors are the same to the bit.
 */

interface TensorInfo {
  dataId: object
  shape: number[]
  dtype: string
}

interface WasmBackend {
  makeOutput(shape: number[], dtype: string): TensorInfo
  /** A view of the tensor's memory in the WebAssembly heap (no copy); stale once the heap grows. */
  typedArrayFromHeap(tensor: TensorInfo): Float32Array | Int32Array | Uint8Array
}

interface SplitArguments {
  inputs: { x: TensorInfo }
  attrs: { numOrSizeSplits: number | number[]; axis: number | number[] }
  backend: WasmBackend
}

interface KernelConfig {
  kernelName: string
  backendName: string
  kernelFunc: (args: SplitArguments) => TensorInfo | TensorInfo[]
}

/** The few TensorFlow.js functions this needs (the package's types point at a package that is not installed). */
export interface TensorFlowKernels {
  getKernel(kernelName: string, backendName: string): KernelConfig | undefined
  registerKernel(config: KernelConfig): void
  unregisterKernel(kernelName: string, backendName: string): void
  util: {
    parseAxisParam(axis: number | number[], shape: number[]): number[]
    sizeFromShape(shape: number[]): number
  }
  backend_util: {
    prepareSplitSize(tensor: TensorInfo, numOrSizeSplits: number | number[], axis: number): number[]
  }
}

/** Replaces the WebAssembly backend's `SplitV` kernel with one that copies each output's rows from the heap once. */
export function registerHeapSplitKernel(tensorFlow: TensorFlowKernels): void {
  const original = tensorFlow.getKernel('SplitV', 'wasm')
  if (original === undefined) return
  const split = (args: SplitArguments): TensorInfo | TensorInfo[] => {
    const { inputs, attrs, backend } = args
    const input = inputs.x
    if (input.dtype === 'string') return original.kernelFunc(args)
    const axis = tensorFlow.util.parseAxisParam(attrs.axis, input.shape)[0] as number
    const sizes = tensorFlow.backend_util.prepareSplitSize(input, attrs.numOrSizeSplits, axis)
    const rows = tensorFlow.util.sizeFromShape(input.shape.slice(0, axis))
    const rowLength = tensorFlow.util.sizeFromShape(input.shape.slice(axis + 1))
    const axisLength = input.shape[axis] as number
    let begin = 0
    return sizes.map((size) => {
      const shape = input.shape.map((length, dimension) => (dimension === axis ? size : length))
      const output = backend.makeOutput(shape, input.dtype)
      // Both views after the allocation: it may grow the heap, which detaches older views.
      const source = backend.typedArrayFromHeap(input)
      const target = backend.typedArrayFromHeap(output)
      for (let row = 0; row < rows; row++) {
        const start = (row * axisLength + begin) * rowLength
        target.set(source.subarray(start, start + size * rowLength), row * size * rowLength)
      }
      begin += size
      return output
    })
  }
  tensorFlow.unregisterKernel('SplitV', 'wasm')
  tensorFlow.registerKernel({ ...original, kernelFunc: split })
}

import Quill

/// Controls that show or choose a value: sliders (continuous and not), a progress bar the
/// slider drives, an activity indicator, and a stack view whose hidden views collapse.
@MainActor
enum ValuesDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Sliders, progress and stacks",
        summary: "A slider drives a progress bar; an activity indicator spins; a stack view collapses the views it hides.",
        sources: [.swift("ValuesDemo.swift")]
    ) { _, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let width = Swift.min(420, size.width - 40)
        let value = Label(text: "Volume: 40%", font: .systemFont(ofSize: 14))
        value.frame = Rect(x: 20, y: 20, width: width, height: 20)
        let slider = Slider(frame: Rect(x: 20, y: 44, width: width, height: 32))
        slider.value = 0.4
        let progress = ProgressView(frame: Rect(x: 20, y: 90, width: width, height: 4))
        progress.progress = 0.4
        slider.addAction(for: .valueChanged) { sender in
            guard let slider = sender as? Slider else { return }
            value.text = "Volume: \(Int((slider.value * 100).rounded()))%"
            progress.setProgress(slider.value, animated: true)
        }
        let stepped = Slider(frame: Rect(x: 20, y: 110, width: width, height: 32))
        stepped.isContinuous = false
        stepped.accessibilityLabel = "Stepped value"
        stepped.minimumTrackTintColor = .systemGreen
        stepped.value = 0.75
        let spinner = ActivityIndicatorView(frame: Rect(x: 20, y: 160, width: 28, height: 28))
        spinner.startAnimating()
        let spinning = Label(text: "Working…", font: .systemFont(ofSize: 14))
        spinning.frame = Rect(x: 56, y: 164, width: 200, height: 20)
        for view in [value, slider, progress, stepped, spinner, spinning] as [View] { page.addSubview(view) }

        let colors: [Color] = [.systemRed, .systemOrange, .systemGreen, .systemBlue]
        let boxes = colors.map { color -> View in
            let box = View(frame: .zero)
            box.backgroundColor = color
            box.cornerRadius = 6
            return box
        }
        let stack = StackView(arrangedSubviews: boxes, axis: .horizontal)
        stack.spacing = 10
        stack.distribution = .fillEqually
        stack.frame = Rect(x: 20, y: 212, width: width, height: 56)
        page.addSubview(stack)
        let hide = Button(title: "Hide green", style: .bordered)
        hide.frame = Rect(x: 20, y: 284, width: 130, height: 32)
        hide.addAction(for: .touchUpInside) { sender in
            boxes[2].isHidden.toggle()
            (sender as? Button)?.setTitle(boxes[2].isHidden ? "Show green" : "Hide green", for: .normal)
        }
        page.addSubview(hide)
        return page
    }
}

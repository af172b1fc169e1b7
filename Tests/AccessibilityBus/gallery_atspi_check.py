#!/usr/bin/python3
"""Reads and drives the Quill Gallery through AT-SPI2, as a screen reader or a UI automation
tool does (pyatspi over the accessibility bus). Run by scripts/accessibility-bus-check.sh under
a private session bus and Xvfb; exits non-zero with the first failed check.

    gallery_atspi_check.py PATH/TO/gallery
"""
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

GALLERY = sys.argv[1]
checks = 0


def fail(message):
    print(f"accessibility-bus-check: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def ok(message):
    global checks
    checks += 1
    print(f"  ok  {message}")


def wait_for(what, probe, timeout=10.0):
    """Calls probe until it returns something true; fails after timeout seconds."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            value = probe()
        except Exception:  # an object went away while we looked: look again
            value = None
        if value:
            return value
        pump(0.05)
    fail(f"timed out waiting for {what}")


def pump(seconds):
    """Lets GLib deliver events for a while."""
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.01)


def walk(node, depth=0):
    yield node
    if depth > 30:
        return
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk(child, depth + 1)


def find(root, role=None, name=None, predicate=None):
    for node in walk(root):
        if role is not None and node.getRoleName() != role:
            continue
        if name is not None and node.name != name:
            continue
        if predicate is not None and not predicate(node):
            continue
        return node
    return None


def states(node):
    return set(node.getState().getStates())


def main():
    environment = dict(os.environ, QUILL_ACCESSIBILITY_DEBUG="1")
    gallery = subprocess.Popen([GALLERY, "--page", "1"], env=environment)
    try:
        run_checks()
    finally:
        gallery.terminate()
        try:
            gallery.wait(timeout=5)
        except subprocess.TimeoutExpired:
            gallery.kill()
    print(f"accessibility-bus-check: {checks} checks passed")


def run_checks():
    def gallery_app():
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "Quill Gallery":
                return app
        return None

    app = wait_for("the Gallery on the accessibility bus", gallery_app, timeout=30)
    if app.getRoleName() != "application":
        fail(f"the app's role is {app.getRoleName()}")
    if app.get_toolkit_name() != "Quill":
        fail(f"toolkit name {app.get_toolkit_name()!r}")
    ok("the Gallery is an application on the desktop, toolkit Quill")

    frame = app.getChildAtIndex(0)
    if frame.getRoleName() != "frame" or frame.name != "Quill Gallery":
        fail(f"first child is {frame.getRoleName()} {frame.name!r}, not the frame")
    if pyatspi.STATE_ACTIVE not in states(frame) or pyatspi.STATE_SHOWING not in states(frame):
        fail("the frame is not active and showing")
    if frame.getIndexInParent() != 0 or frame.parent.name != "Quill Gallery":
        fail("the frame's parent and index are wrong")
    ok("its window is an active frame named by its title")

    # The menu bar: its titles are menu items; activating Edit shows a menu of items with their
    # shortcuts as descriptions; activating Edit again closes it.
    bar = wait_for("the menu bar", lambda: find(frame, role="menu bar"))
    titles = [c.name for c in (bar.getChildAtIndex(i) for i in range(bar.childCount)) if c.getRoleName() == "menu item"]
    if titles[:3] != ["File", "Edit", "View"]:
        fail(f"the menu bar's items are {titles}")
    edit = find(bar, role="menu item", name="Edit")
    edit.queryAction().doAction(0)
    menu = wait_for("the Edit menu", lambda: find(frame, role="menu"))
    items = {c.name: c for c in (menu.getChildAtIndex(i) for i in range(menu.childCount)) if c.getRoleName() == "menu item"}
    if "Copy" not in items or items["Copy"].description != "Ctrl+C":
        fail(f"the Edit menu's items are {[(n, i.description) for n, i in items.items()]}")
    if items["Copy"].queryAction().getKeyBinding(0) != "Ctrl+C":
        fail(f"Copy's key binding is {items['Copy'].queryAction().getKeyBinding(0)!r}")
    if pyatspi.STATE_ENABLED in states(items["Copy"]):
        fail("Copy is enabled with nothing selected")
    edit.queryAction().doAction(0)
    wait_for("the Edit menu to close", lambda: find(frame, role="menu") is None)
    ok(f"the menu bar ({', '.join(titles)}) opens the Edit menu: menu items with their shortcuts, Copy dimmed; it closes again")

    # The sidebar: a table whose cells are the pages.
    sidebar = wait_for("the sidebar table", lambda: find(frame, role="table", predicate=lambda t: find(t, role="table cell", name="Buttons and switches")))
    table = sidebar.queryTable()
    cells = [c for c in (sidebar.getChildAtIndex(i) for i in range(sidebar.childCount)) if c.getRoleName() == "table cell"]
    if table.nRows < 16 or table.nColumns != 1:
        fail(f"sidebar table is {table.nRows}x{table.nColumns}")
    names = [c.name for c in cells]
    first = table.getAccessibleAt(0, 0)
    if first is None or first.name != names[0]:
        fail(f"table cell (0, 0) is {first and first.name!r}, the first child cell {names[0]!r}")
    last = table.getAccessibleAt(table.nRows - 1, 0)
    if last is None or last.getRoleName() != "table cell":
        fail("the last row's cell could not be reached (scrolled to) through the Table interface")
    headings = [n.name for n in walk(sidebar) if n.getRoleName() == "heading"]
    if "Controls" not in headings:
        fail(f"the sidebar's section titles are not headings: {headings}")
    ok(f"the sidebar is a table of {table.nRows} rows with section headings; cells walked by children and by position")

    # The first page's table has more rows than fit: a cell off screen is scrolled to.
    people = wait_for("the 48-row table", lambda: find(frame, role="table", predicate=lambda t: t.queryTable().nRows == 48))
    shown = people.childCount
    far = people.queryTable().getAccessibleAt(40, 0)
    if shown >= 48 or far is None or "row 41" not in far.name:
        fail(f"row 41 of 48 ({shown} on screen) reads {far and far.name!r}")
    if far.parent is None or far.parent.getRoleName() != "table" or pyatspi.STATE_SHOWING not in states(far):
        fail("the scrolled-to cell is not a showing child of its table")
    ok(f"a table of 48 rows shows {shown}; the cell of row 41 is scrolled to and read through the Table interface")

    def cell_named(title):
        """A sidebar cell by name: on screen, or reached (scrolled to) through the Table interface."""
        shown = find(sidebar, role="table cell", name=title)
        if shown is not None:
            return shown
        rows = sidebar.queryTable()
        for row in range(rows.nRows):
            cell = rows.getAccessibleAt(row, 0)
            if cell is not None and cell.name == title:
                return cell
        return None

    def open_page(title):
        cell = wait_for(f"the sidebar cell {title!r}", lambda: cell_named(title))
        action = cell.queryAction()
        if action.getName(0) != "click":
            fail(f"a cell's action is {action.getName(0)!r}")
        if not action.doAction(0):
            fail(f"activating {title!r} did nothing")
        wait_for(f"{title!r} selected", lambda: pyatspi.STATE_SELECTED in states(find(sidebar, role="table cell", name=title)))

    # Buttons: find by name, invoke, see the label change.
    open_page("Buttons and switches")
    enabled = wait_for("the button 'Enabled'", lambda: find(frame, role="push button", name="Enabled"))
    disabled = find(frame, role="push button", name="Disabled")
    if disabled is None or pyatspi.STATE_ENABLED in states(disabled) or pyatspi.STATE_SENSITIVE in states(disabled):
        fail("the disabled button is not reported disabled")
    if pyatspi.STATE_ENABLED not in states(enabled):
        fail("the enabled button is not reported enabled")
    enabled.queryAction().doAction(0)
    wait_for("the report label after clicking", lambda: find(frame, role="label", name="Clicked the plain button (enabled)"))
    ok("a button found by name is clicked through its action; the label it updates changes")

    extents = enabled.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    window = frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    if not (extents.width == 110 and extents.height == 34 and 0 <= extents.x < window.width and 0 <= extents.y < window.height):
        fail(f"button extents {extents} in window {window}")
    at_point = frame.queryComponent().getAccessibleAtPoint(extents.x + 5, extents.y + 5, pyatspi.WINDOW_COORDS)
    if at_point is None or at_point.name != "Enabled":
        fail(f"the element at the button's point is {at_point and at_point.name!r}")
    ok("extents are the view's frame; the element at a point is found")

    # A switch: a toggle button with a checked state and events.
    received = []
    listener = lambda event: received.append((event.type, event.source.name, event.detail1))
    pyatspi.Registry.registerEventListener(listener, "object:state-changed:checked")
    switch = find(frame, role="toggle button", name="Switch 1")
    if switch is None or pyatspi.STATE_CHECKABLE not in states(switch) or pyatspi.STATE_CHECKED in states(switch):
        fail("Switch 1 is not an unchecked, checkable toggle button")
    switch.queryAction().doAction(0)
    wait_for("Switch 1 checked", lambda: pyatspi.STATE_CHECKED in states(find(frame, role="toggle button", name="Switch 1")))
    wait_for("the report of Switch 1", lambda: find(frame, role="label", name="Switch 1 is on"))
    wait_for("the checked event", lambda: any(t.startswith("object:state-changed:checked") and n == "Switch 1" and d == 1 for t, n, d in received), timeout=5)
    pyatspi.Registry.deregisterEventListener(listener, "object:state-changed:checked")
    ok("a switch is a toggle button; toggling it sets checked and sends object:state-changed:checked")

    # Segments: a page tab list whose tabs are chosen by their action.
    tabs = find(frame, role="page tab list")
    if tabs is None or [t.name for t in (tabs.getChildAtIndex(i) for i in range(tabs.childCount))] != ["Day", "Week", "Month", "Year"]:
        fail(f"the segmented control is not a tab list of Day, Week, Month, Year: {tabs}")
    week = tabs.getChildAtIndex(1)
    if week.getRoleName() != "page tab" or pyatspi.STATE_SELECTED not in states(week):
        fail("the selected segment is not a selected page tab")
    tabs.getChildAtIndex(2).queryAction().doAction(0)
    wait_for("the report of the month segment", lambda: find(frame, role="label", name="Showing one month"))
    wait_for("Month selected", lambda: pyatspi.STATE_SELECTED in states(find(tabs, role="page tab", name="Month")))
    ok("a segmented control is a page tab list; clicking a tab chooses it and its action runs")

    # A slider: the Value interface, set like a user would.
    open_page("Sliders, progress and stacks")
    slider = wait_for("the volume slider", lambda: find(frame, role="slider", predicate=lambda s: s.name.startswith("Volume")))
    value = slider.queryValue()
    if value.minimumValue != 0 or value.maximumValue != 1 or abs(value.currentValue - 0.4) > 1e-9:
        fail(f"slider value {value.minimumValue}...{value.maximumValue} at {value.currentValue}")
    value.currentValue = 0.7
    wait_for("the slider at 0.7", lambda: abs(find(frame, role="slider", predicate=lambda s: s.name.startswith("Volume")).queryValue().currentValue - 0.7) < 1e-9)
    wait_for("the volume label", lambda: find(frame, role="label", name="Volume: 70%"))
    progress = find(frame, role="progress bar")
    if progress is None:
        fail("no progress bar")
    ok("a slider is read and set through the Value interface; its action runs (the label says 70%)")

    # Date wheels: each wheel is an adjustable element of its own.
    open_page("Date pickers")
    day = wait_for("the Day wheel", lambda: find(frame, role="spin button", name="Day"))
    if day.parent.getRoleName() != "panel" or day.parent.name != "Date":
        fail(f"the Day wheel's parent is {day.parent.getRoleName()} {day.parent.name!r}")
    chosen = find(frame, role="label", predicate=lambda l: l.name.startswith("Chosen:"))
    before = chosen.name
    action = day.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    if names != ["increment", "decrement"]:
        fail(f"the Day wheel's actions are {names}")
    action.doAction(0)
    wait_for("the chosen date to move a day", lambda: find(frame, role="label", predicate=lambda l: l.name.startswith("Chosen:") and l.name != before))
    ok("a date picker's wheels are spin buttons in a panel named Date; incrementing the Day wheel moves the date")

    # Text fields: read and edit through Text and EditableText.
    open_page("Text fields")
    field = wait_for("the name field", lambda: find(frame, role="entry", name="Your name"))
    if pyatspi.STATE_EDITABLE not in states(field) or pyatspi.STATE_SINGLE_LINE not in states(field):
        fail("the field is not editable and single-line")
    if not field.queryEditableText().setTextContents("Ada Lovelace"):
        fail("setTextContents refused")
    text = field.queryText()
    if text.getText(0, -1) != "Ada Lovelace" or text.characterCount != 12:
        fail(f"the field reads {text.getText(0, -1)!r} ({text.characterCount} characters)")
    word = text.getTextAtOffset(5, pyatspi.TEXT_BOUNDARY_WORD_START)
    if word[0] != "Lovelace":
        fail(f"the word at offset 5 is {word!r}")
    wait_for("the echo label", lambda: find(frame, role="label", name="“Ada Lovelace”"))
    secret = find(frame, role="entry", name="At least 8 characters")
    secret.queryEditableText().setTextContents("hunter22")
    if secret.queryText().getText(0, -1) != "••••••••":
        fail(f"the password field reads {secret.queryText().getText(0, -1)!r}")
    locked = find(frame, role="entry", name="Cannot be edited")
    if locked is None or pyatspi.STATE_EDITABLE in states(locked) or pyatspi.STATE_ENABLED in states(locked):
        fail("the disabled field is reported editable")
    ok("a text field's text is set and read (words too); a secure field reads as dots; a disabled one is not editable")

    # Focus follows the keyboard: focus events and the focused state.
    focused = []
    focus_listener = lambda event: focused.append(event.source.name)
    pyatspi.Registry.registerEventListener(focus_listener, "object:state-changed:focused")
    if not field.queryComponent().grabFocus():
        fail("grabFocus on the field failed")
    wait_for("the focused state on the field", lambda: pyatspi.STATE_FOCUSED in states(find(frame, role="entry", name="Your name")))
    wait_for("a focus event for the field", lambda: "Your name" in focused, timeout=5)
    pyatspi.Registry.deregisterEventListener(focus_listener, "object:state-changed:focused")
    ok("grabFocus moves keyboard focus; object:state-changed:focused is sent")

    hostile_client(frame)
    measure(frame)


def hostile_client(frame):
    """Calls the app's objects the way a broken or hostile client might: wrong argument types,
    missing arguments, offsets and indexes out of range, objects that do not exist, properties
    that are not there. Each must come back as a D-Bus error or a harmless answer, and the app
    must go on answering."""
    import dbus
    session = dbus.SessionBus()
    address = session.get_object("org.a11y.Bus", "/org/a11y/bus").GetAddress(dbus_interface="org.a11y.Bus")
    bus = dbus.bus.BusConnection(address)
    quill = None
    for name in bus.list_names():
        if not name.startswith(":"):
            continue
        try:
            root = bus.get_object(name, "/org/a11y/atspi/accessible/root", introspect=False)
            toolkit = root.Get("org.a11y.atspi.Application", "ToolkitName", dbus_interface="org.freedesktop.DBus.Properties", timeout=2)
            if toolkit == "Quill":
                quill = name
        except dbus.DBusException:
            pass
    if quill is None:
        fail("the Gallery's bus name was not found on the accessibility bus")
    field_path = None
    for index in range(200):
        path = f"/org/a11y/atspi/accessible/{index}"
        try:
            obj = bus.get_object(quill, path, introspect=False)
            if obj.GetRoleName(dbus_interface="org.a11y.atspi.Accessible", timeout=2) == "entry":
                field_path = path
                break
        except dbus.DBusException:
            continue
    if field_path is None:
        fail("no entry among the first object paths")
    field = bus.get_object(quill, field_path, introspect=False)
    nowhere = bus.get_object(quill, "/org/a11y/atspi/accessible/999999", introspect=False)
    calls = [
        (field, "org.a11y.atspi.Accessible", "GetChildAtIndex", ["not a number"]),
        (field, "org.a11y.atspi.Accessible", "GetChildAtIndex", []),
        (field, "org.a11y.atspi.Accessible", "GetChildAtIndex", [dbus.Int32(-5)]),
        (field, "org.a11y.atspi.Accessible", "NoSuchMethod", []),
        (field, "org.a11y.atspi.Action", "DoAction", [dbus.Int32(99)]),
        (field, "org.a11y.atspi.Text", "GetText", [dbus.Int32(-100), dbus.Int32(2**31 - 1)]),
        (field, "org.a11y.atspi.Text", "GetText", [dbus.Int32(50), dbus.Int32(3)]),
        (field, "org.a11y.atspi.Text", "GetCharacterAtOffset", [dbus.Int32(2**31 - 1)]),
        (field, "org.a11y.atspi.Text", "GetStringAtOffset", [dbus.Int32(-1), dbus.UInt32(99)]),
        (field, "org.a11y.atspi.Text", "SetSelection", [dbus.Int32(0), dbus.Int32(900), dbus.Int32(-900)]),
        (field, "org.a11y.atspi.EditableText", "DeleteText", [dbus.Int32(9999), dbus.Int32(-3)]),
        (field, "org.a11y.atspi.EditableText", "InsertText", [dbus.Int32(-7), "é\u0301🇫🇷", dbus.Int32(99)]),
        (field, "org.a11y.atspi.Table", "GetAccessibleAt", [dbus.Int32(0), dbus.Int32(0)]),
        (field, "org.a11y.atspi.Component", "GetExtents", [dbus.UInt32(77)]),
        (field, "org.a11y.atspi.Component", "GetAccessibleAtPoint", [dbus.Int32(-2**31), dbus.Int32(2**31 - 1), dbus.UInt32(0)]),
        (field, "org.freedesktop.DBus.Properties", "Get", ["org.a11y.atspi.Accessible", "NoSuchProperty"]),
        (field, "org.freedesktop.DBus.Properties", "Get", ["org.a11y.atspi.Table", "NRows"]),
        (field, "org.freedesktop.DBus.Properties", "Set", ["org.a11y.atspi.Value", "CurrentValue", dbus.String("loud", variant_level=1)]),
        (field, "org.freedesktop.DBus.Properties", "Set", ["org.a11y.atspi.Accessible", "Name", dbus.String("renamed", variant_level=1)]),
        (field, "org.freedesktop.DBus.Properties", "GetAll", ["org.nowhere"]),
        (nowhere, "org.a11y.atspi.Accessible", "GetRole", []),
        (nowhere, "org.freedesktop.DBus.Properties", "Get", ["org.a11y.atspi.Accessible", "Name"]),
    ]
    errors = 0
    for obj, interface, member, args in calls:
        try:
            obj.get_dbus_method(member, interface)(*args, timeout=5)
        except dbus.DBusException as error:
            if "NoReply" in error.get_dbus_name() or "Disconnected" in error.get_dbus_name():
                fail(f"{interface}.{member}{tuple(args)} got no answer: {error}")
            errors += 1
    name = field.Get("org.a11y.atspi.Accessible", "Name", dbus_interface="org.freedesktop.DBus.Properties", timeout=5)
    if name != "Your name":
        fail(f"after the hostile calls the field is named {name!r}")
    text = field.GetText(0, -1, dbus_interface="org.a11y.atspi.Text", timeout=5)
    ok(f"{len(calls)} malformed or out-of-range calls answered ({errors} as D-Bus errors), the app still answers (field reads {str(text)!r})")


def measure(frame):
    """Prints what a client pays: a whole-window walk, one property read, an event's delay."""
    import statistics
    walks, count = [], 0
    for _ in range(5):
        start = time.perf_counter()
        nodes = [(n.getRoleName(), n.name) for n in walk(frame)]
        walks.append((time.perf_counter() - start) * 1000)
        count = len(nodes)
    field = find(frame, role="entry", name="Your name")
    reads = []
    for _ in range(200):
        start = time.perf_counter()
        _ = field.name
        reads.append((time.perf_counter() - start) * 1e6)
    open_delays = []
    received = []
    listener = lambda event: received.append(time.perf_counter())
    pyatspi.Registry.registerEventListener(listener, "object:text-changed:insert")
    editable = field.queryEditableText()
    for index in range(5):
        received.clear()
        start = time.perf_counter()
        editable.insertText(0, "x", 1)
        wait_for("a text-changed event", lambda: received, timeout=5)
        open_delays.append((received[0] - start) * 1000)
    pyatspi.Registry.deregisterEventListener(listener, "object:text-changed:insert")
    print(f"  measured: walk of the Text fields page ({count} objects: role and name each) median {statistics.median(walks):.1f} ms; "
          f"one property read median {statistics.median(reads):.0f} us; edit to text-changed event median {statistics.median(open_delays):.0f} ms")


if __name__ == "__main__":
    main()

#!/usr/bin/python3
"""A file chooser portal for the window checks: owns org.freedesktop.portal.Desktop on the
session bus, writes each OpenFile/SaveFile call (parent window, title, options) as a JSON line
to the file named by its first argument, and answers after half a second with the URIs of its
other arguments (response 0), or response 1 (cancelled) when there are none; the answer comes
after FAKE_PORTAL_DELAY_MS milliseconds (default 500), as a person takes a moment."""
import json
import os
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

BUS_NAME = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"


def plain(value):
    """D-Bus values as JSON: byte arrays as text up to their NUL."""
    if isinstance(value, dbus.Array) and value.signature == "y":
        return bytes(value).split(b"\0")[0].decode("utf-8", "replace")
    if isinstance(value, (dbus.Array, list, tuple, dbus.Struct)):
        return [plain(item) for item in value]
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, (dbus.String, dbus.ObjectPath)):
        return str(value)
    if isinstance(value, (dbus.UInt32, dbus.Int32)):
        return int(value)
    if isinstance(value, dbus.Dictionary):
        return {str(key): plain(item) for key, item in value.items()}
    return str(value)


class Request(dbus.service.Object):
    @dbus.service.signal("org.freedesktop.portal.Request", signature="ua{sv}")
    def Response(self, response, results):
        pass

    @dbus.service.method("org.freedesktop.portal.Request", in_signature="", out_signature="")
    def Close(self):
        record({"closed": self.path})


class FileChooser(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, PATH)
        self.bus = bus

    def serve(self, member, parent, title, options, sender):
        token = str(options.get("handle_token", "t"))
        path = "%s/request/%s/%s" % (PATH, sender[1:].replace(".", "_"), token)
        record({"member": member, "parent_window": str(parent), "title": str(title), "options": plain(options)})
        request = Request(self.bus, path)
        request.path = path
        uris = sys.argv[2:]
        def answer():
            if uris:
                request.Response(dbus.UInt32(0), {"uris": dbus.Array(uris, signature="s")})
            else:
                request.Response(dbus.UInt32(1), dbus.Dictionary({}, signature="sv"))
            return False
        GLib.timeout_add(int(os.environ.get("FAKE_PORTAL_DELAY_MS", "500")), answer)
        return dbus.ObjectPath(path)

    @dbus.service.method("org.freedesktop.portal.FileChooser", in_signature="ssa{sv}", out_signature="o", sender_keyword="sender")
    def OpenFile(self, parent, title, options, sender=None):
        return self.serve("OpenFile", parent, title, options, sender)

    @dbus.service.method("org.freedesktop.portal.FileChooser", in_signature="ssa{sv}", out_signature="o", sender_keyword="sender")
    def SaveFile(self, parent, title, options, sender=None):
        return self.serve("SaveFile", parent, title, options, sender)


def record(entry):
    with open(sys.argv[1], "a") as log:
        log.write(json.dumps(entry) + "\n")


DBusGMainLoop(set_as_default=True)
session = dbus.SessionBus()
name = dbus.service.BusName(BUS_NAME, session)
chooser = FileChooser(session)
record({"ready": True})
GLib.MainLoop().run()
